import { matchUrl, type AppName } from '@site/model';
import * as z from 'zod/mini';
import { codes } from './fields';
import { LIMITS } from './limits';

/**
 * Stands for any path outside the route table in what browsers report: such a path is whatever a
 * visitor (or a link) typed, so it is never recorded as it is.
 */
export const NOT_FOUND_PAGE = '(not-found)';

/** A page of the site (any language), as the page itself reports it; with `notFound`, also NOT_FOUND_PAGE. */
export function pagePathSchema(options: { readonly notFound?: boolean } = {}) {
  return z.string(codes()).check(
    z.minLength(1, 'required'),
    z.maxLength(LIMITS.pagePathMaxLength, 'too_long'),
    z.refine((path: string) => (options.notFound === true && path === NOT_FOUND_PAGE) || (path.startsWith('/') && matchUrl(path) !== null), 'invalid_path'),
    // What the OpenAPI document says of it: the route table is the rule, which no pattern can state.
    z.meta({
      description: `A page of the site as its route table has it (\`/\`, \`/ru/cases\`, \`/ua/products/lumi-ai\`)${options.notFound ? `, or \`${NOT_FOUND_PAGE}\`` : ''}: any other path is refused (400, \`invalid_path\`).`,
      examples: ['/', '/ru/cases', '/ua/products/lumi-ai'],
    }),
  );
}

/** Whether `path` is the thank-you page of a lead form (`/thank-you/<form>`, in any language): the page that offers "Lumi calls you now". */
export function isThankYouPage(path: string): boolean {
  return matchUrl(path)?.route.id === 'form-sent';
}

/** How a browser names the page it is on in a report: its path when the route table knows it, else NOT_FOUND_PAGE. */
export function reportedPage(pathname: string): string {
  return pathname.length <= LIMITS.pagePathMaxLength && matchUrl(pathname) ? pathname : NOT_FOUND_PAGE;
}

/** The app that renders a reported page; the shell for NOT_FOUND_PAGE. */
export function pageOwner(page: string): AppName {
  return matchUrl(page)?.route.owner ?? 'shell';
}
