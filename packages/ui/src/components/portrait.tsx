import type { Portrait as PortraitFacts } from '@site/content';

export interface PortraitProps {
  readonly portrait: PortraitFacts;
  /** Width and height in pixels. */
  readonly size?: number;
}

/** Hair on a 56 × 56 grid: what lies behind the head (long hair) and what covers its top. */
const HAIR_BEHIND: Partial<Record<PortraitFacts['hair'], string>> = {
  long: 'M18.5 24C18 13 23 10.5 28 10.5S38 13 37.5 24L39.5 39C35 41.5 21 41.5 16.5 39Z',
  bob: 'M18.3 24C18 13 23 10.5 28 10.5S38 13 37.7 24L38.5 32C34 34 22 34 17.5 32Z',
};
const HAIR_TOP: Partial<Record<PortraitFacts['hair'], string>> = {
  short: 'M19.4 23C18.8 14 23.5 11 28 11S37.2 14 36.6 23C35 18.5 31.5 16.5 28 16.5S21 18.5 19.4 23Z',
  long: 'M19.2 24C18.8 14 23.5 11 28 11S37.2 14 36.8 24C35.5 19 32 15.5 26 16.5 23 17 20.5 20 19.2 24Z',
  bob: 'M19.2 24C18.8 14 23.5 11 28 11S37.2 14 36.8 24C35.5 19 32 15.5 26 16.5 23 17 20.5 20 19.2 24Z',
  bun: 'M19.4 23C18.8 14 23.5 11.5 28 11.5S37.2 14 36.6 23C35 18.5 31.5 16.8 28 16.8S21 18.5 19.4 23ZM28 4.5A4.5 4.5 0 1 1 28 13.5 4.5 4.5 0 1 1 28 4.5Z',
  curly:
    'M19 23C17 19 18 15 21 14 21 11 24.5 10 26.5 11.5 28 9.5 32 10 32.8 12.5 35.5 12 38 15 37 18.5 38.5 20 37.8 22.5 37 23 35.5 18.5 31.5 17 28 17S21 18.5 19 23Z',
};
const BEARD = 'M19.8 25C20.5 32.5 24 35.2 28 35.2S35.5 32.5 36.2 25C34.5 29.5 31.5 31 28 31S21.5 29.5 19.8 25Z';

/**
 * A drawn portrait in the style of the site's pictures: head and shoulders in flat shapes from the
 * palette, on a disc of the person's tone. Inline, so it costs no request and has its size before
 * anything loads.
 */
export function Portrait({ portrait, size = 56 }: PortraitProps) {
  const { hair, glasses, beard } = portrait;
  return (
    <svg
      className={`ui-portrait ui-portrait--${portrait.tone} ui-portrait--skin-${portrait.skin} ui-portrait--hair-${portrait.hairColour}`}
      viewBox="6 5 44 44"
      width={size}
      height={size}
      role="img"
      aria-label={portrait.alt}
    >
      <circle cx="28" cy="28" r="28" className="ui-portrait__disc" />
      {HAIR_BEHIND[hair] && <path d={HAIR_BEHIND[hair]} className="ui-portrait__hair" />}
      <path d="M10.7 50C12 41 19 37.5 28 37.5S44 41 45.3 50A28 28 0 0 1 10.7 50Z" className="ui-portrait__clothes" />
      <path d="M24 29h8v9.5c-2.5 2-5.5 2-8 0Z" className="ui-portrait__skin" />
      <ellipse cx="28" cy="24" rx="8.6" ry="10" className="ui-portrait__skin" />
      {HAIR_TOP[hair] && <path d={HAIR_TOP[hair]} className="ui-portrait__hair" />}
      {beard && <path d={BEARD} className="ui-portrait__hair" />}
      <circle cx="24.8" cy="24.5" r="0.95" className="ui-portrait__feature" />
      <circle cx="31.2" cy="24.5" r="0.95" className="ui-portrait__feature" />
      <path d="M25.5 29.2c1.5 1.2 3.5 1.2 5 0" className="ui-portrait__line" />
      {glasses && <path d="M21.8 24.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0ZM28.2 24.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0ZM27.8 24.3h0.4" className="ui-portrait__line" />}
    </svg>
  );
}
