import { COMPANY } from './company';

/** Where anyone can write to the company: the footer, the contacts page, and any message that sends visitors elsewhere. */
export const CONTACT_EMAIL = COMPANY.email;

/** The company's public contact points, shown in the footer and on the contacts page, and given by the voice agent. */
export const CONTACT_DETAILS = {
  email: CONTACT_EMAIL,
  phone: { number: COMPANY.phone, display: COMPANY.phoneDisplay, hours: COMPANY.phoneHours },
  telegram: { handle: '@synthra_ai', url: 'https://t.me/synthra_ai' },
  youtube: 'https://www.youtube.com/@synthra-ai',
  instagram: 'https://www.instagram.com/synthra.ai',
} as const;
