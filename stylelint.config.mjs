/**
 * The style sheets draw from the design tokens (packages/ui/src/styles/tokens.css): a colour is
 * written once, there, and everything else names it (`var(--color-…)`, translucent with
 * `color-mix(in srgb, var(--color-…) 80%, transparent)`); a media query uses one of the site's
 * breakpoints. Only what that asks is checked here, not the sheets' formatting.
 */
const BREAKPOINTS = ['640px', '768px', '1024px'];

/** @type {import('stylelint').Config} */
export default {
  ignoreFiles: ['**/dist/**', 'cdk.out/**', 'bench/results/**', 'test-results/**', 'playwright-report/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
    'media-feature-name-value-allowed-list': { '/^(min-|max-)?width$/': BREAKPOINTS },
  },
  overrides: [
    {
      files: ['packages/ui/src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
