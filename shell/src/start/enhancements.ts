import { dismissMenus } from './dismissible-menus';
import { replaceOnLanguageSwitch } from './language-links';
import { showMarketPhones } from './market-phones';
import { followPhoneCountries } from './phone-countries';
import { keepChoicesInUrl } from './query-forms';
import { showScrollToTop } from './scroll-to-top';

/**
 * What the page's own script adds to the controls that work without code, so that a visit that
 * only reads has every behaviour of the spec without the app: the language switch replaces the
 * history entry, the back-to-top button, menus that close on Escape or a press outside, filters
 * set from the URL and written into it; and, beyond the spec, phone fields that start in the
 * viewer's country, and the company's line for it.
 */
export function enhancePage(): void {
  replaceOnLanguageSwitch();
  showScrollToTop();
  dismissMenus();
  keepChoicesInUrl();
  followPhoneCountries();
  showMarketPhones();
}
