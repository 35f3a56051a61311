import { z } from 'zod';
import { LANGUAGES } from '@site/i18n';

/** A page language as the API receives it: `en`, `ru` or `uk`. */
export const languageSchema = z.enum(LANGUAGES);
export type ApiLanguage = z.infer<typeof languageSchema>;
