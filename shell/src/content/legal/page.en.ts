import type { LegalPage } from '@site/content';
import { COMPANY } from '@site/model';

const company = COMPANY.legalName;

export default {
  seo: {
    title: 'Legal notice',
    description: `Who runs synthra.ai: ${company}, its registered office in Warsaw, its KRS, NIP and REGON numbers, share capital, and how to reach the company.`,
  },
  title: 'Legal notice',
  lead: `Synthra is the brand of ${company}, a Polish company registered in Warsaw.`,
  asRegistered: 'Here are its details as the National Court Register holds them.',
  details: {
    title: 'Company details',
    legalName: 'Company name',
    legalForm: 'Legal form',
    address: 'Registered office',
    register: 'Register',
    court: 'Registry court',
    krs: 'KRS number',
    vatId: 'VAT number (NIP)',
    regon: 'REGON',
    shareCapital: 'Share capital',
  },
  contact: {
    title: 'How to reach the company',
    email: 'Email',
    phone: 'Phone',
    privacy: 'Personal data',
    security: 'Security reports',
  },
  notes: {
    operator: {
      title: 'Who you sign with',
      text: `${company} is the party to every offer, contract, invoice and data processing agreement: there is no intermediary. The site, its voice assistant and the products it describes belong to the same company.`,
    },
    data: {
      title: 'Your data',
      text: 'What the site collects, why, for how long and where it is kept is set out in full here:',
      privacyLink: 'Privacy policy',
      trustLink: 'Trust and data',
    },
    security: {
      title: 'Found a vulnerability?',
      text: 'Tell our security team before anyone else. The disclosure policy says how, and what we promise in return.',
      link: 'Vulnerability disclosure policy',
    },
  },
} satisfies LegalPage;
