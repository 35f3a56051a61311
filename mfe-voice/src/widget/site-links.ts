import { matchUrl, sameOriginPath } from '@site/model';

/** A run of an agent's reply: plain text, or a link to one of the site's own pages (its unprefixed path, query and hash). */
export type ReplyPart = { readonly text: string; readonly to?: undefined } | { readonly text: string; readonly to: string };

/**
 * What may be a link in a reply: a markdown link `[words](address)`, an absolute `http(s)` URL, or a
 * site path such as `/cases/medical-center-ukraine` (a slash after a space or a bracket, never in
 * `24/7`). Trailing punctuation is not part of a bare one.
 */
const CANDIDATES =
  /\[([^\]\n]{1,200})\]\(([^()\s]{1,500})\)|https?:\/\/[^\s<>"'()[\]«»]+|(?<![\w/.:%\\-])\/[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*(?:\?[A-Za-z0-9=&-]+)?/g;
const TRAILING = /[.,;:!?]+$/;
const HASH = /^#[A-Za-z0-9-]{1,60}$/;

/**
 * The site path an address in a reply points to, when it is one of the site's pages: a path of
 * the route table (a known page with a known slug), on the site's own origin when the address
 * names one, with only the query values that page reads. Anything else is not a link: another
 * site, a `javascript:` or `data:` address, `//host`, an unknown page or a made-up slug.
 */
export function sitePageOf(address: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    if (address.startsWith('/')) {
      // A path: only one that stays on this origin as written (`//host`, `/\host` would leave it).
      if (sameOriginPath(address) !== address) return null;
      url = new URL(address, 'https://site.invalid');
    } else {
      url = new URL(address);
      if (!origins.includes(url.origin)) return null;
    }
  } catch {
    return null;
  }
  const page = matchUrl(url.pathname);
  if (!page) return null;
  const query = [...url.searchParams];
  if (query.some(([name, value]) => !page.route.query?.[name]?.includes(value))) return null;
  if (url.hash && !HASH.test(url.hash)) return null;
  return `${page.path}${url.search}${url.hash}`;
}

/** Splits a reply into text and links to the site's pages; everything else stays as written, as text. */
export function replyParts(text: string, origins: readonly string[]): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let at = 0;
  const pushText = (chunk: string) => {
    if (!chunk) return;
    const last = parts.at(-1);
    if (last && last.to === undefined) parts[parts.length - 1] = { text: last.text + chunk };
    else parts.push({ text: chunk });
  };
  for (const match of text.matchAll(CANDIDATES)) {
    const [whole, label, target] = match;
    const bare = label === undefined ? whole.replace(TRAILING, '') : whole;
    const to = sitePageOf(target ?? bare, origins);
    pushText(text.slice(at, match.index));
    if (to) parts.push({ text: label ?? bare, to });
    else pushText(bare);
    at = match.index + bare.length;
  }
  pushText(text.slice(at));
  return parts;
}
