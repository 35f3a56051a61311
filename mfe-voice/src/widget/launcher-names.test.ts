import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@site/model';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';

const LOCALES = { en, ru, uk, pl };

/**
 * WCAG 2.5.3 (label in name): a labelled launcher shows its short text and is named by the long
 * one, so a person who says what they see ("click Обратный звонок") reaches it by voice control;
 * the microphone's launcher, connecting, still shows "Talk to Lumi" and is named by it and the state.
 */
describe("the launchers' accessible names", () => {
  it.each(LANGUAGES)('hold the text each launcher shows, in %s', (lang) => {
    const { launcher } = LOCALES[lang];
    for (const [name, shown] of [
      [launcher.call, launcher.callShort],
      [launcher.type, launcher.typeShort],
      [launcher.connecting, launcher.start],
    ]) {
      expect(name!.toLocaleLowerCase(lang)).toContain(shown!.toLocaleLowerCase(lang));
    }
  });
});
