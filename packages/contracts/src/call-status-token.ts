import * as z from 'zod/mini';
import { codes } from './fields';

// A module of its own: the widget's rating names a placed call by its token too, and must not
// bring the phone rules (libphonenumber's metadata) of the call form into the panel's code.

/**
 * The call's status token: 32 random bytes, base64url. Only the browser that asked for the call
 * holds it (the server keeps its hash), so only it can read how the call goes (H3) or rate it.
 */
export const phoneCallStatusTokenSchema = z.string(codes('invalid_value')).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_value'));
