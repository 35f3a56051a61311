import { buildPath, canonicalPath, CASES, PRODUCT_NAMES, ROUTES, type CaseSlug, type ProductSlug, type RouteDef } from '@site/model';

/**
 * The voice agent's `open_page` client tool, written once from the route table: the agent's
 * definition (`agent/`) publishes its parameters to ElevenLabs, with the pages and slugs as enums,
 * and the widget resolves what the agent sends with the same table, so the agent can name only a
 * page the site has, and never a URL.
 */
export const OPEN_PAGE_TOOL_NAME = 'open_page';

export const OPEN_PAGE_TOOL_DESCRIPTION =
  'Opens a page of this website on the visitor’s screen while the conversation goes on (it does not end the call or the chat). ' +
  'Use it only when the visitor asks to see something (a product, a case study, an article, the sample report, the contacts), ' +
  'or when a case study answers their question and they agree to see it; never open a page unasked. It cannot open other websites.';

/** The pages the agent may open: those search engines index (no thank-you pages), each with at most one param. */
const OPENABLE: readonly RouteDef[] = ROUTES.filter((route) => route.indexable && Object.keys(route.params ?? {}).length <= 1);

/** The param a page needs (`product`, `slug`), if any, with its values: primary pages only (a case's older alias is not offered). */
function slugsOf(route: RouteDef): { readonly name: string; readonly values: readonly string[] } | undefined {
  const [entry] = Object.entries(route.params ?? {});
  if (!entry) return undefined;
  const [name, values] = entry;
  return { name, values: values.filter((value) => canonicalPath({ route, params: { [name]: value } }) === buildPath(route, { [name]: value })) };
}

/** The page ids the agent may name, in the route table's order. */
export const OPEN_PAGE_IDS: readonly string[] = OPENABLE.map((route) => route.id);

/** Every slug of every page that takes one, each once. */
export const OPEN_PAGE_SLUGS: readonly string[] = [...new Set(OPENABLE.flatMap((route) => slugsOf(route)?.values ?? []))];

/** What a slug stands for, to the model: a product's name, a case's industry. */
function slugHint(value: string): string {
  if (value in PRODUCT_NAMES) return `${value} (${PRODUCT_NAMES[value as ProductSlug]})`;
  if (value in CASES) return `${value} (${CASES[value as CaseSlug].industry})`;
  return value;
}

/** An enumerated string property as ElevenLabs' tool schemas take it (`LiteralJsonSchemaProperty`). */
export interface ToolEnumProperty {
  readonly type: 'string';
  readonly description: string;
  readonly enum: readonly string[];
}

/** The tool's parameters as ElevenLabs' `ObjectJsonSchemaProperty`, generated from the route table. */
export function openPageToolParameters(): {
  readonly type: 'object';
  readonly description: string;
  readonly required: readonly string[];
  readonly properties: Readonly<Record<'page' | 'slug', ToolEnumProperty>>;
} {
  const withSlugs = OPENABLE.flatMap((route) => {
    const slugs = slugsOf(route);
    return slugs ? [`for "${route.id}": ${slugs.values.map(slugHint).join(', ')}`] : [];
  });
  return {
    type: 'object',
    description: '',
    required: ['page'],
    properties: {
      page: {
        type: 'string',
        description: `Which page of the site to open, by its id: ${OPENABLE.map((route) => `${route.id} (${route.path})`).join(', ')}.`,
        enum: OPEN_PAGE_IDS,
      },
      slug: {
        type: 'string',
        description: `Only for a page that has several, which one: ${withSlugs.join('; ')}. Leave it out for the other pages.`,
        enum: OPEN_PAGE_SLUGS,
      },
    },
  };
}

/** Where an `open_page` call leads: the page's unprefixed site path, or why there is no such page (the tool's error result). */
export type OpenPageTarget = { readonly path: string; readonly error?: undefined } | { readonly path?: undefined; readonly error: string };

/** Resolves the agent's parameters against the route table; anything it does not list is refused with the reason. */
export function resolveOpenPage(parameters: unknown): OpenPageTarget {
  const { page, slug } = (parameters && typeof parameters === 'object' ? parameters : {}) as { page?: unknown; slug?: unknown };
  const route = OPENABLE.find((candidate) => candidate.id === page);
  if (!route) {
    return { error: `There is no page ${JSON.stringify(page ?? null)} to open. open_page opens only this site's pages: ${OPEN_PAGE_IDS.join(', ')}.` };
  }
  const slugs = slugsOf(route);
  if (!slugs) return { path: buildPath(route) };
  if (typeof slug !== 'string' || !slugs.values.includes(slug)) {
    return { error: `The page "${route.id}" needs a slug, one of: ${slugs.values.join(', ')}; ${JSON.stringify(slug ?? null)} is none of them.` };
  }
  return { path: buildPath(route, { [slugs.name]: slug }) };
}
