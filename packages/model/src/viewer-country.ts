/**
 * The visitor's country as CloudFront reports it. A phone field starts in the visitor's country, so that a number written as people write it at home
 * (`600 123 456` in Poland, `050 123 45 67` in Ukraine) is read right.
 *
 * The pages are prerendered and cached as one file for every visitor, so the country cannot be in
 * them. The edge's viewer-response function adds it to each page's response as a Server-Timing
 * metric (`viewer-country;desc=PL`), which the page's own script reads from its navigation entry:
 * nothing is stored on the visitor's device (no cookie), the cached page stays one object, and a
 * reading visit pays a header of a few bytes. The API reads the same country from the request header
 * CloudFront adds, so a form and the server that checks it start from the same country.
 */

import { PHONE_COUNTRY_ATTRIBUTE } from './page-marks';

/** The request header CloudFront adds (once a cache or origin request policy names it): the viewer's ISO 3166-1 alpha-2 country. */
export const VIEWER_COUNTRY_HEADER = 'CloudFront-Viewer-Country';

/** The Server-Timing metric that carries the viewer's country to the page's script. */
export const VIEWER_COUNTRY_METRIC = 'viewer-country';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** A country code as CloudFront writes it (two capital letters), or undefined for anything else. */
export function countryCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && COUNTRY_CODE.test(code) ? code : undefined;
}

/** The Server-Timing header value that tells the page the viewer's country; undefined when there is no country to tell. */
export function viewerCountryTiming(country: string | null | undefined): string | undefined {
  const code = countryCode(country);
  return code && `${VIEWER_COUNTRY_METRIC};desc=${code}`;
}

/** The viewer's country among a navigation's Server-Timing entries (`performance.getEntriesByType('navigation')[0].serverTiming`). */
export function viewerCountryOf(entries: readonly { readonly name: string; readonly description: string }[] | undefined): string | undefined {
  return countryCode(entries?.find((entry) => entry.name === VIEWER_COUNTRY_METRIC)?.description);
}

/** A country's flag as an emoji: its two letters as regional indicator symbols (no picture to download). */
export function flagOf(country: string): string {
  return String.fromCodePoint(...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The viewer's country as this page's response told it (`VIEWER_COUNTRY_METRIC`); undefined where it did not, or outside a browser. */
export function viewerCountryOfPage(): string | undefined {
  // Typed for what it reads, so the model compiles where there is no DOM (the Lambdas read it too).
  const { performance } = globalThis as { performance?: { getEntriesByType?(type: string): readonly unknown[] } };
  const [navigation] = performance?.getEntriesByType?.('navigation') ?? [];
  return viewerCountryOf((navigation as { serverTiming?: readonly { name: string; description: string }[] } | undefined)?.serverTiming);
}

/** A phone field's country picker as the page holds it: a `<select>` of countries by their codes, `''` for none. */
export interface PhoneCountryPicker {
  value: string;
  readonly options: ArrayLike<{ readonly value: string }>;
  getAttribute(name: string): string | null;
}

/**
 * Moves a picker to the viewer's country while it still shows the country the page was rendered
 * with (`PHONE_COUNTRY_ATTRIBUTE`) and offers the viewer's: the page's own script does it as the
 * page starts, the form once it runs (a page the app rendered itself). A choice the visitor made
 * stays. Whether it moved.
 */
export function adoptViewerCountry(picker: PhoneCountryPicker, viewerCountry: string | undefined): boolean {
  if (!viewerCountry || picker.value !== picker.getAttribute(PHONE_COUNTRY_ATTRIBUTE) || picker.value === viewerCountry) return false;
  if (!Array.from(picker.options).some((option) => option.value === viewerCountry)) return false;
  picker.value = viewerCountry;
  return true;
}

/** What a picker shows of its country beside the number: its flag and calling code (`🇵🇱 +48`), or a globe and a plus for none. */
export function phoneFace(country: string, callingCode: string | undefined): string {
  return country && callingCode ? `${flagOf(country)} +${callingCode}` : '🌐 +';
}
