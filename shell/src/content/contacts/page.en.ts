import type { ContactsPage } from '@site/content';

export default {
  seo: {
    title: 'Contacts',
    description: 'Talk to Synthra about chatbots, voice assistants and AI agents for your business: phone, email, Telegram, office address.',
  },
  title: 'Contact us',
  lead: 'Tell us about your business and we’ll suggest which task to hand to AI first.',
  email: 'Email',
  phone: 'Phone',
  messenger: 'Telegram',
  office: 'Office',
  companyDetails: 'Company details: KRS, NIP, REGON',
  social: 'Social media',
  detailsTitle: 'Call or write to us',
  formTitle: 'Leave a request',
} satisfies ContactsPage;
