import { resolve } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';

/** What `npm run lint:css` says of a style sheet at `file`: the rules it breaks, sorted. */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code, codeFilename: resolve(REPO_ROOT, file), cwd: REPO_ROOT });
  return results.flatMap((result) => result.warnings.map((warning) => warning.rule)).sort();
}

const APP_SHEET = 'mfe-products/src/styles/products.css';

describe('the style sheets', () => {
  it('refuse a colour written outside the tokens: hex, rgb(), hsl() or a named colour', async () => {
    expect(await problemsOf(APP_SHEET, '.a { color: #fff; border-color: rgb(0 0 0 / 0.5); background: hsl(200 50% 50%); outline-color: red; }')).toEqual([
      'color-named',
      'color-no-hex',
      'function-disallowed-list',
      'function-disallowed-list',
    ]);
  });

  it('take a colour from a token, translucent through color-mix()', async () => {
    expect(
      await problemsOf(
        APP_SHEET,
        '.a { color: var(--color-ink); background: color-mix(in srgb, var(--color-surface) 80%, transparent); border-color: currentColor; }',
      ),
    ).toEqual([]);
  });

  it('write colours in the tokens', async () => {
    expect(await problemsOf('packages/ui/src/styles/tokens.css', ':root { --color-x: #4338ca; --shadow-x: 0 1px 2px rgb(15 23 42 / 0.06); }')).toEqual([]);
  });

  it('change layout only at the breakpoints 640, 768 and 1024 px', async () => {
    expect(await problemsOf(APP_SHEET, '@media (min-width: 640px) {} @media (min-width: 768px) {} @media (max-width: 1024px) {}')).toEqual([]);
    expect(await problemsOf(APP_SHEET, '@media (min-width: 700px) {} @media (max-width: 767px) {} @media (width >= 900px) {}')).toEqual([
      'media-feature-name-value-allowed-list',
      'media-feature-name-value-allowed-list',
      'media-feature-name-value-allowed-list',
    ]);
  });
});
