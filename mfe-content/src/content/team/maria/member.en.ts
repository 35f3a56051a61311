import type { TeamMemberText } from '@site/content';

export default {
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
  portrait: { alt: 'Portrait of Maria Nowak' },
} satisfies TeamMemberText;
