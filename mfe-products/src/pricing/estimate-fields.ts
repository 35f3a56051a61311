import {
  COMMERCE_MODULES,
  ESTIMATE_DEFAULTS,
  ESTIMATE_EXAMPLES,
  ESTIMATE_LIMITS,
  RESOLVED_PERCENT,
  STAFF_HOURLY_COST,
  type CommerceModule,
  type CostRegion,
  type EstimateFigure,
  type EstimateInput,
  type EstimateProduct,
  type Language,
} from '@site/model';

/**
 * The calculator's fields: each product's own volume, the share its assistant resolves where it
 * resolves conversations, and the staff's hourly cost shared by the products that stand for
 * people's work. Both the calculator's island and the page's starter (before the app runs) read the
 * form through these, so a figure is read the same way whichever code answers the tap.
 */
export const PRODUCT_FIGURES = {
  'lumi-ai': ['calls', 'minutes', 'languages', 'lines', 'resolvedPercent'],
  'mediflow-ai': ['branches', 'doctors', 'calls', 'minutes', 'languages', 'resolvedPercent'],
  'ai-seller': ['conversations', 'minutes', 'languages', 'resolvedPercent'],
  'ai-commerce': ['cards', 'tests', 'conversations', 'minutes', 'resolvedPercent'],
  'ai-sales-manager': ['managers', 'hoursPerManager'],
  'agentlab-ai': ['agents', 'operations'],
} as const satisfies { readonly [P in EstimateProduct]: readonly EstimateFigure[] };

/** The products the staff's hourly cost counts for. */
export const STAFF_PRODUCTS = Object.keys(RESOLVED_PERCENT) as readonly EstimateProduct[];
export const hasStaff = (product: EstimateProduct) => STAFF_PRODUCTS.includes(product);

/** A product's figure's field, by its name in the form: `mediflow-ai:branches`. */
export const fieldName = (product: EstimateProduct, figure: EstimateFigure) => `${product}:${figure}`;
export const HOURLY_COST_FIELD = 'hourlyCost';
export const MARKET_FIELD = 'market';
export const MODULES_FIELD = 'ai-commerce:modules';

/** A figure of the worked example as its field holds it before any change, in the page's language and market: plain digits, the language's decimal mark ("2.5", "2,5"), no grouping. */
export function defaultText(product: EstimateProduct, figure: EstimateFigure, lang: Language, market: CostRegion = ESTIMATE_DEFAULTS.market): string {
  const value =
    figure === 'resolvedPercent'
      ? RESOLVED_PERCENT[product as keyof typeof RESOLVED_PERCENT].percent
      : figure === 'hourlyCost'
        ? STAFF_HOURLY_COST[market]
        : (ESTIMATE_EXAMPLES[product] as unknown as Readonly<Record<string, number>>)[figure]!;
  return value.toLocaleString(lang, { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * A figure as a visitor types it in their language: English groups thousands with commas and
 * writes a decimal point ("2,000", "2.5"); Russian and Ukrainian group with spaces and write a
 * decimal comma ("2 000", "2,5"), and a point is read as a decimal too. Null for anything that is
 * not one number.
 */
export function parseFigure(text: string, lang: Language): number | null {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, '').replace(/^€|€$/g, '');
  const written = lang === 'en' ? compact.replace(/,(?=\d{3}(?:\D|$))/g, '') : compact.replace(',', '.');
  if (!/^\d+(?:\.\d+)?$|^\.\d+$/.test(written)) return null;
  return Number(written);
}

/** The value of a figure as typed, or null when its field holds what it does not accept (`ESTIMATE_LIMITS`). */
export function fieldValue(figure: EstimateFigure, text: string, lang: Language): number | null {
  const value = parseFigure(text, lang);
  const { min, max, whole } = ESTIMATE_LIMITS[figure];
  if (value === null || value < min || value > max || (whole && !Number.isInteger(value))) return null;
  return value;
}

/** What a form holds: a field's text by its name, and the modules ticked. */
export interface FormReading {
  readonly text: (name: string) => string;
  readonly modules: () => readonly CommerceModule[];
}

/** A product's estimate input from the form, or null with the figures it does not accept. */
export function readEstimate(product: EstimateProduct, form: FormReading, lang: Language): { input: EstimateInput | null; invalid: readonly string[] } {
  const figures: readonly EstimateFigure[] = [...PRODUCT_FIGURES[product], ...(hasStaff(product) ? (['hourlyCost'] as const) : [])];
  const invalid: string[] = [];
  const values: Record<string, unknown> = { product };
  for (const figure of figures) {
    const name = figure === 'hourlyCost' ? HOURLY_COST_FIELD : fieldName(product, figure);
    const value = fieldValue(figure, form.text(name), lang);
    if (value === null) invalid.push(name);
    else values[figure] = value;
  }
  if (product === 'ai-commerce') values.modules = COMMERCE_MODULES.filter((module) => form.modules().includes(module));
  return invalid.length ? { input: null, invalid } : { input: values as unknown as EstimateInput, invalid };
}

/** A form element's reading (the island's form, or the prerendered one the starter answers). */
export function readingOf(form: HTMLFormElement): FormReading {
  return {
    text: (name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '',
    modules: () => [...form.querySelectorAll<HTMLInputElement>(`input[name="${MODULES_FIELD}"]:checked`)].map((box) => box.value as CommerceModule),
  };
}
