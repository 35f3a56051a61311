/**
 * The countries the site sells in, in the order every country list shows them first (a phone
 * field's picker, the calculator's staff costs): the countries of its clients' cases, of its
 * languages (Ukraine; Kazakhstan for Russian) and the United Kingdom. One list: a test keeps every
 * case's country and the company's own among them, and the countries Lumi rings are chosen from them.
 */
export const MARKETS = ['UA', 'PL', 'DE', 'ES', 'NL', 'LT', 'KZ', 'GB'] as const;
export type Market = (typeof MARKETS)[number];

export function isMarket(code: string): code is Market {
  return (MARKETS as readonly string[]).includes(code);
}
