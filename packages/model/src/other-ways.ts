import { COMPANY } from './company';
import { CONTACT_EMAIL } from './contact';

/**
 * What a refusal offers in place of what it refused (G6): an allowance shared by everyone behind a
 * network or provider (a carrier's NAT, an office) may be spent by someone else, so a visitor turned
 * away is always given the e-mail and the phone. `phoneText` is the phone as people read it
 * (the record's `phoneDisplay`, held to `phone` by a test in @site/contracts), so the pages and
 * widgets that show it need no phone library.
 */
export const OTHER_WAYS = { email: CONTACT_EMAIL, phone: COMPANY.phone, phoneText: COMPANY.phoneDisplay } as const;
