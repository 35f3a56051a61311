import { CONTACT_EMAIL } from '@site/ui';

/** The company's public contact points, shown in the footer and on the contacts page. */
export const CONTACT_DETAILS = {
  email: CONTACT_EMAIL,
  telegram: { handle: '@synthra_ai', url: 'https://t.me/synthra_ai' },
  youtube: 'https://www.youtube.com/@synthra-ai',
  instagram: 'https://www.instagram.com/synthra.ai',
} as const;
