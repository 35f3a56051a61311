import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInstance } from 'i18next';
import { DATA_POLICY, LANGUAGES, type Language } from '@site/model';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@site/lambdas/tables';
import { PRIVACY } from '../../agent/src/agent-definition';
import { REPO_ROOT } from '../../repo-layout';

/**
 * The privacy page prints the data policy's figures, the ones the CDK app deploys and the backend
 * expires records by (infra/test/data-policy.test.ts holds the infrastructure to them): no text of
 * it writes a period of its own, so a retention changed in one place changes the infrastructure and
 * the page, and one written into the page fails here. The trust page's document takes the same
 * figures from the policy (shell/src/content/pages.test.ts).
 */
type Texts = Record<string, unknown>;
const textsOf = (language: Language) => JSON.parse(readFileSync(resolve(REPO_ROOT, `shell/src/pages/locales/${language}.json`), 'utf8')) as Texts;

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A number followed by a unit of time, as any of the three languages writes one. */
const WRITTEN_PERIOD = /\d[\d\s\u00a0]*(days?|hours?|minutes?|дн|час|минут|годин|хвилин)/i;

describe('the periods the privacy page prints', () => {
  it.each(LANGUAGES)('are never written into its %s texts, only taken from the data policy', (language) => {
    const texts = textsOf(language) as { privacy: Texts };
    const written = stringsOf(texts.privacy).filter((text) => WRITTEN_PERIOD.test(text));
    expect(written).toEqual([]);
  });

  it.each(LANGUAGES)('come out in %s as the data policy’s figures, with the right plural', async (language) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources: { [language]: { pages: textsOf(language) } }, ns: ['pages'], defaultNS: 'pages' });
    const days = (count: number) => i18n.t('units.days', { count });
    const retention = i18n.t('privacy.sections.retention.stores.requests', { records: days(DATA_POLICY.retentionDays.records) });
    expect(retention.replaceAll('\u00a0', ' ')).toContain(`${DATA_POLICY.retentionDays.records} ${{ en: 'days', ru: 'дней', uk: 'днів' }[language]}`);
    expect(days(1).replaceAll('\u00a0', ' ')).toBe({ en: '1 day', ru: '1 день', uk: '1 день' }[language]);
    expect(days(2).replaceAll('\u00a0', ' ')).toBe({ en: '2 days', ru: '2 дня', uk: '2 дні' }[language]);
  });

  it('are the backend’s: records expire, and ElevenLabs forgets conversations, when the page says', () => {
    expect(RETENTION_DAYS).toBe(DATA_POLICY.retentionDays.records);
    expect(PRIVACY.retention_days).toBe(DATA_POLICY.retentionDays.records);
  });

  it.each(LANGUAGES)('in %s keeps no sound of a conversation, as the agent records none', (language) => {
    const texts = JSON.parse(readFileSync(resolve(REPO_ROOT, `shell/src/pages/locales/${language}.json`), 'utf8')) as {
      privacy: { sections: { voice: { text: string }; retention: { stores: { calls: string } } } };
    };
    const { voice, retention } = texts.privacy.sections;
    // "Recording" reads as audio to a Russian or Ukrainian reader: what is kept is data about the conversation.
    expect(voice.text.replaceAll('\u00a0', ' ')).toMatch(/do not keep the sound|Звук разговора мы не храним|Звук розмови ми не зберігаємо/);
    expect(`${voice.text} ${retention.stores.calls}`).not.toMatch(
      /recording|(?<!\p{L})запис(?:ь|и|ей|ям)?\s+(?:голосов|разговор|розмов)|(?<!\p{L})запис\s+від/iu,
    );
    expect(PRIVACY.record_voice).toBe(false);
  });
});
