import type { Portrait as PortraitFacts } from '@site/contracts';

export interface PortraitProps {
  /** The person's name, as the page shows it; the portrait draws its initials. */
  readonly name: string;
  readonly portrait: PortraitFacts;
  /** Width and height in pixels. */
  readonly size?: number;
}

/** The first letters of the first and last words of a name: “Anna Kowalska” → “AK”. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)!.match(/\p{L}/u)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A generated portrait: the person's initials on a disc of one of the palette's tones. Drawn
 * inline, so it costs no request and has its size before anything loads.
 */
export function Portrait({ name, portrait, size = 56 }: PortraitProps) {
  return (
    <svg className={`ui-portrait ui-portrait--${portrait.tone}`} viewBox="0 0 56 56" width={size} height={size} role="img" aria-label={portrait.alt}>
      <circle cx="28" cy="28" r="28" className="ui-portrait__disc" />
      <circle cx="28" cy="28" r="26" className="ui-portrait__ring" />
      <text x="28" y="28" dy="0.35em" textAnchor="middle" className="ui-portrait__initials" aria-hidden="true">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
