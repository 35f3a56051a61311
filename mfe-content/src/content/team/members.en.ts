import type { Team } from '@site/content';

export default {
  members: [
    {
      id: 'oleksandr',
      name: 'Oleksandr Kovalenko',
      position: 'Founder and CEO',
      description:
        'Oleksandr spent ten years in B2B sales, from cold calling to running a department of 40 people, before he founded Synthra. He started the company after counting how many leads his own team lost at night and at weekends. Today he meets every new client in the first weeks, decides which product the work starts with and owns the roadmap of all six products.',
      responsibilities: [
        'Company strategy and the product roadmap',
        'First meetings with new clients and the choice of where to start',
        'Partnerships with CRM and telephony vendors',
        'Hiring and growing the team',
      ],
      projects: [
        {
          name: 'AI Seller 24/7',
          text: 'Drew up the first dialogue scenarios of the sales bot from his own sales scripts and took it to companies that live on paid traffic.',
        },
        {
          name: 'AI Sales Manager',
          text: 'Designed the call scorecard together with heads of sales who had the problem he once had: nobody knew how the team really spoke to customers.',
        },
        {
          name: 'Pilot reviews',
          text: 'Runs the meetings where B2B SaaS companies, retailers and online stores look at their pilot results and decide on a rollout.',
        },
      ],
      expertise: ['B2B sales', 'Sales process design', 'Product strategy', 'Pilot economics', 'CRM'],
      portrait: { tone: 'brand', hair: 'short', hairColour: 'brown', skin: 'light', beard: true, alt: 'Portrait of Oleksandr Kovalenko' },
    },
    {
      id: 'maria',
      name: 'Maria Nowak',
      position: 'Head of AI',
      description:
        'Maria holds a PhD in computational linguistics and worked on speech recognition for Polish and Ukrainian before joining Synthra. She leads the team that builds the language and voice models behind Lumi AI, AI Seller 24/7 and the agents of AgentLab AI. Her team decides how an assistant copes with a caller who switches language mid-sentence, when it hands over to a person and how every answer is tested before a client hears it. She is also responsible for how the models treat personal and medical data under GDPR and, where patients from the United States are involved, HIPAA.',
      responsibilities: [
        'Architecture of the language and voice models in every product',
        'Testing assistants before and during each pilot',
        'Speech in Ukrainian, Russian, Polish, Kazakh and other languages',
        'Protection of personal and medical data',
        'Choosing new models and keeping their cost in production in check',
      ],
      projects: [
        {
          name: 'Lumi AI',
          text: 'Led the voice stack of the assistant that understands two languages in one call, first for clinics and then for retail chains.',
        },
        {
          name: 'AI Focus Group',
          text: 'Designed the 20 AI agents that stand in for customer segments and the method behind the 0–100 purchase-potential index.',
        },
        {
          name: 'Doctor AI in MediFlow AI',
          text: 'Trained the module that helps doctors take an anamnesis and draft protocols coded in ICD-10.',
        },
      ],
      expertise: ['Large language models', 'Speech recognition and synthesis', 'Multilingual NLP', 'AI quality evaluation', 'RAG', 'GDPR'],
      portrait: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', glasses: true, alt: 'Portrait of Maria Nowak' },
    },
    {
      id: 'dmytro',
      name: 'Dmytro Shevchenko',
      position: 'Head of Delivery',
      description:
        'Dmytro ran integration projects for retail and logistics companies for eight years before he came to Synthra. He takes a project from the kickoff to a live assistant: maps the client’s processes, connects the CRM, telephony and messengers, and keeps the launch within 7–14 days. His team has connected Synthra products to more than 100 systems, from Bitrix24 and HubSpot to 1C and BaseLinker.',
      responsibilities: [
        'Launch plans and deadlines of every project',
        'Integrations with CRMs, telephony, messengers and store platforms',
        'Pilots and the move from pilot to full rollout',
        'Support and tuning of live assistants',
      ],
      projects: [
        {
          name: 'Lumi AI in retail',
          text: 'Connected the voice assistant to store stock and telephony for an electronics chain, so it can tell a caller whether an item is in stock at a particular store.',
        },
        {
          name: 'AI Commerce Suite',
          text: 'Led the launches of SnapCard AI and SellMate AI for online stores that sell on marketplaces and ship to parcel lockers.',
        },
        {
          name: 'AgentLab AI',
          text: 'Runs the 14-day pilots of custom agents with demo access, from client onboarding to marketing teams.',
        },
      ],
      expertise: ['Project delivery', 'CRM integrations', 'Telephony', 'E-commerce platforms', 'Process mapping'],
      portrait: { tone: 'speaking', hair: 'curly', hairColour: 'dark', skin: 'medium', alt: 'Portrait of Dmytro Shevchenko' },
    },
  ],
} satisfies Team;
