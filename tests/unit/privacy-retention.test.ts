import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHELL_PAGES, textsOf } from '@site/content';
import { DATA_POLICY, LANGUAGES, formatPeriod, type Language } from '@site/model';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@site/lambdas/tables';
import { PRIVACY } from '../../agent/src/agent-definition';
import { REPO_ROOT } from '../../repo-layout';

/**
 * The privacy page prints the data policy's figures, the ones the CDK app deploys and the backend
 * expires records by (infra/test/data-policy.test.ts holds the infrastructure to them): no text of
 * its documents writes a period of its own, so a retention changed in one place changes the
 * infrastructure and the page, and one written into the page fails here. The trust page's document
 * takes the same figures from the policy (shell/src/content/pages.test.ts).
 */
const PRIVACY_PAGE = SHELL_PAGES.from(import.meta.glob('../../shell/src/content/privacy/page.*.ts'));
const sourceOf = (language: Language) => readFileSync(resolve(REPO_ROOT, `shell/src/content/privacy/page.${language}.ts`), 'utf8');

/** A number followed by a unit of time, as any of the languages writes one. */
const WRITTEN_PERIOD = /\d[\d\s\u00a0]*(days?|hours?|minutes?|дн|час|минут|годин|хвилин|dni|dzień|dnia|godzin|minut)/i;

describe('the periods the privacy page prints', () => {
  it.each(LANGUAGES)('are never written into its %s document, only taken from the data policy', (language) => {
    const literals = [...sourceOf(language).matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? '');
    expect(literals.filter((literal) => WRITTEN_PERIOD.test(literal))).toEqual([]);
  });

  it.each(LANGUAGES)('come out in %s as the data policy’s figures, with the right plural', async (language) => {
    const { stores } = (await PRIVACY_PAGE.load('privacy', 'page', language)).sections.retention;
    expect(stores.requests.replaceAll('\u00a0', ' ')).toContain(
      `${DATA_POLICY.retentionDays.records} ${{ en: 'days', ru: 'дней', uk: 'днів', pl: 'dni' }[language]}`,
    );
    const days = (count: number) => formatPeriod(count, 'days', language).replaceAll('\u00a0', ' ');
    expect(days(1)).toBe({ en: '1 day', ru: '1 день', uk: '1 день', pl: '1 dzień' }[language]);
    expect(days(2)).toBe({ en: '2 days', ru: '2 дня', uk: '2 дні', pl: '2 dni' }[language]);
  });

  it('are the backend’s: records expire, and ElevenLabs forgets conversations, when the page says', () => {
    expect(RETENTION_DAYS).toBe(DATA_POLICY.retentionDays.records);
    expect(PRIVACY.retention_days).toBe(DATA_POLICY.retentionDays.records);
  });

  it.each(LANGUAGES)('in %s keeps no sound of a conversation, as the agent records none', async (language) => {
    const copy = await PRIVACY_PAGE.load('privacy', 'page', language);
    const { voice, retention } = copy.sections;
    // "Recording" reads as audio to a Russian or Ukrainian reader: what is kept is data about the conversation.
    expect(voice.text.replaceAll('\u00a0', ' ')).toMatch(
      /do not keep the sound|Звук разговора мы не храним|Звук розмови ми не зберігаємо|Nie przechowujemy nagrania dźwięku/,
    );
    expect(`${voice.text} ${retention.stores.calls}`).not.toMatch(
      /recording|(?<!\p{L})запис(?:ь|и|ей|ям)?\s+(?:голосов|разговор|розмов)|(?<!\p{L})запис\s+від|nagrani\p{L}*\s+(?:rozmow|głos)/iu,
    );
    expect(textsOf(copy).join(' ')).not.toMatch(/\{\{|\}\}/);
    expect(PRIVACY.record_voice).toBe(false);
  });
});

/** Art. 6(1)(a), (b) and (f) as each language's lawyers cite them. */
const LEGAL_BASES: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [/GDPR Art\.\s6\(1\)\(a\)/u, /GDPR Art\.\s6\(1\)\(b\)/u, /GDPR Art\.\s6\(1\)\(f\)/u],
  pl: [/art\.\s6\sust\.\s1\slit\.\sa\sRODO/u, /art\.\s6\sust\.\s1\slit\.\sb\sRODO/u, /art\.\s6\sust\.\s1\slit\.\sf\sRODO/u],
  ru: [/ст\.\s6\(1\)\(a\)\sGDPR/u, /ст\.\s6\(1\)\(b\)\sGDPR/u, /ст\.\s6\(1\)\(f\)\sGDPR/u],
  uk: [/ст\.\s6\(1\)\(a\)\sGDPR/u, /ст\.\s6\(1\)\(b\)\sGDPR/u, /ст\.\s6\(1\)\(f\)\sGDPR/u],
};

describe('the legal bases the privacy page gives', () => {
  it.each(LANGUAGES)('name in %s the article of the GDPR each purpose rests on: consent, steps before a contract, legitimate interest', async (language) => {
    const { basis } = (await PRIVACY_PAGE.load('privacy', 'page', language)).sections;
    for (const article of LEGAL_BASES[language]) expect(basis.text).toMatch(article);
  });
});
