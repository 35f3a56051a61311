import type { TeamMemberText } from '@site/content';

export default {
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
  portrait: { alt: 'Portrait of Dmytro Shevchenko' },
} satisfies TeamMemberText;
