import * as z from 'zod/mini';
import { codes } from './fields';

// A module of its own: the widget's feedback names a conversation too, and must not bring the
// phone rules (libphonenumber's metadata) that a captured contact needs into the panel's code.

/** The widget sends this when the agent did not report a conversation id. */
export const UNKNOWN_CONVERSATION_ID = 'unknown';

/** ElevenLabs ids look like `conv_01j…`; 'unknown' fits too. */
export const conversationIdSchema = z
  .string(codes())
  .check(z.minLength(1, 'required'), z.maxLength(128, 'too_long'), z.regex(/^[A-Za-z0-9_-]+$/, 'invalid_format'));
