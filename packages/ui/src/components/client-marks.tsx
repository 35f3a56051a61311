import { CLIENT_MARKS, href, type ClientMark, type ClientSymbol } from '@site/model';
import { classNames } from '../class-names';
import { Link } from '../navigation';

/** Each symbol on a 28 × 28 grid: strokes and fills in the mark's one colour. */
const SYMBOLS: Readonly<Record<ClientSymbol, string>> = {
  cross: 'M10 3h8v7h7v8h-7v7h-8v-7H3v-8h7z',
  gauge: 'M4 21a10 10 0 1 1 20 0h-4a6 6 0 1 0-12 0zM13 20l6-9 1 1-5 9z',
  sail: 'M13 2v18H4zM15 6l9 14h-9zM3 22h22l-3 4H6z',
  wave: 'M2 9c4-4 8 4 12 0s8 4 12 0v5c-4 4-8-4-12 0s-8-4-12 0zM2 18c4-4 8 4 12 0s8 4 12 0v5c-4 4-8-4-12 0s-8-4-12 0z',
  arrow: 'M3 22 13 12l4 4 6-6h-5V6h11v11h-4v-5l-8 8-4-4-7 7z',
  shelf: 'M3 4h22v3H3zM3 12h22v3H3zM3 20h22v3H3zM6 7h4v5H6zM16 15h5v5h-5z',
  grid: 'M3 3h6v6H3zM11 3h6v6h-6zM19 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6zM3 19h6v6H3zM19 19h6v6h-6z',
  bolt: 'M16 2 5 16h7l-2 10 11-14h-7z',
};

const TEXT_START = 36;

/**
 * The brand's width at the mark's size, from the usual widths of a bold sans's letters (narrow,
 * wide, capitals, the rest): the drawing's width is in the HTML before any font loads, and the
 * text is fitted to it.
 */
function textWidthOf(brand: string): number {
  let width = 0;
  for (const letter of brand) {
    if (/[ iljtfrIł.]/.test(letter)) width += 6;
    else if (/[mwMW]/.test(letter)) width += 16;
    else if (/\p{Lu}/u.test(letter)) width += 13;
    else width += 10.5;
  }
  return Math.round(width);
}

/** One client's wordmark: its symbol and its brand, drawn inline at a fixed size. */
export function ClientWordmark({ mark, name }: { readonly mark: ClientMark; readonly name: string }) {
  const textWidth = textWidthOf(mark.brand);
  const width = TEXT_START + textWidth;
  return (
    <svg className="ui-wordmark" viewBox={`0 0 ${width} 28`} width={width} height={28} role="img" aria-label={name}>
      <path className="ui-wordmark__symbol" d={SYMBOLS[mark.symbol]} />
      <text className="ui-wordmark__brand" x={TEXT_START} y={21} textLength={textWidth} lengthAdjust="spacingAndGlyphs" aria-hidden="true">
        {mark.brand}
      </text>
    </svg>
  );
}

export interface ClientMarksProps {
  /** Names the list for screen readers, where no heading does. */
  readonly label: string;
  /** What each link says beside the client's name, such as "case study": the link opens the client's case. */
  readonly caseLabel: string;
  readonly className?: string;
}

/** The clients of the eight cases as a strip of wordmarks, each a link to its case. */
export function ClientMarks({ label, caseLabel, className }: ClientMarksProps) {
  return (
    <ul className={classNames('ui-marks', className)} aria-label={label}>
      {CLIENT_MARKS.map((mark) => (
        <li key={mark.slug}>
          <Link className="ui-marks__link" to={href('case', { slug: mark.slug })}>
            <ClientWordmark mark={mark} name={`${mark.brand}: ${caseLabel}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
