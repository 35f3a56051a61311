import * as z from 'zod/mini';
import { LANGUAGES } from '@site/model';
import { codes } from './fields';

/** A page language as the API receives it: one of the site's `LANGUAGES`. */
export const languageSchema = z.enum(LANGUAGES, codes('invalid_value'));
export type ApiLanguage = z.infer<typeof languageSchema>;
