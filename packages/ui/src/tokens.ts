/** Design tokens that code needs; the same values are CSS custom properties in styles/tokens.css. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const colors = {
  brand: '#4338ca',
  brandStrong: '#3730a3',
  accent: '#0e7490',
  ink: '#0f172a',
  inkMuted: '#475569',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fb',
  listening: '#16a34a',
  speaking: '#7c3aed',
  danger: '#b91c1c',
} as const;
