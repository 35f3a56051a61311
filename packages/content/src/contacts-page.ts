import * as z from 'zod/mini';
import { seo, text } from './text';

/**
 * The contacts page's copy in one language (`shell/src/content/contacts/page.<lang>.ts`): the labels
 * beside the company's contacts and the form's title. The contacts themselves (phone, email,
 * Telegram, the office's address) are the site model's, which the page writes beside each label.
 */
export const contactsPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  /** The heading over the contacts, beside the form. */
  detailsTitle: text,
  phone: text,
  email: text,
  messenger: text,
  social: text,
  office: text,
  /** The link under the office's address to the legal notice. */
  companyDetails: text,
  formTitle: text,
});

export type ContactsPage = z.infer<typeof contactsPageSchema>;
