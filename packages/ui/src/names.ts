import { PRODUCT_NAMES } from '@site/model';

/** The products' names and their modules' that run to more than one word. */
const NAMES = [...Object.values(PRODUCT_NAMES), 'Doctor AI', 'SnapCard AI', 'AI Focus Group', 'SellMate AI'].filter((name) => name.includes(' '));
const NAME_PATTERN = new RegExp(NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll(' ', '[ \\u00a0]')).join('|'), 'g');

/** A text with the products' names bound by non-breaking spaces, so a line never ends inside one ("Doctor / AI"). */
export function keepNamesWhole(text: string): string {
  return text.replace(NAME_PATTERN, (name) => name.replaceAll(' ', '\u00a0'));
}
