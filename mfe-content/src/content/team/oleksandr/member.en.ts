import type { TeamMemberText } from '@site/content';

export default {
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
  portrait: { alt: 'Portrait of Oleksandr Kovalenko' },
} satisfies TeamMemberText;
