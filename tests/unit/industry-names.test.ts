import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@site/content';
import { CASE_INDUSTRIES, LANGUAGES } from '@site/model';
import en from '../../shell/src/i18n/locales/en.json';
import ru from '../../shell/src/i18n/locales/ru.json';
import uk from '../../shell/src/i18n/locales/uk.json';
import pl from '../../shell/src/i18n/locales/pl.json';

/** The shell names each industry in its menu and on the home page's first screen; the industry's own page names it too. */
const SHELL_NAMES = { en: en.industries, ru: ru.industries, uk: uk.industries, pl: pl.industries } as const;
const PAGES = INDUSTRIES.from(import.meta.glob('../../mfe-products/src/industries/content/*/page.*.ts'));

describe('an industry’s name', () => {
  it('is the same in the menu, on the first screen and on its page, in every language', async () => {
    for (const lang of LANGUAGES)
      for (const industry of CASE_INDUSTRIES) expect((await PAGES.load(industry, 'page', lang)).name).toBe(SHELL_NAMES[lang][industry]);
  });
});
