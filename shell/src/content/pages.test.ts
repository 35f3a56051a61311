import { describe, expect, it } from 'vitest';
import { productDefaultRows, SHELL_PAGES, structureOf, subProcessorRows, textsOf } from '@site/content';
import {
  CLIENT_COUNTRIES,
  COMPANY,
  DATA_POLICY,
  DISCLOSURE_POLICY,
  LANGUAGES,
  PROCESSING,
  PROCESSING_SUBJECTS,
  SAMPLE_REPORT_DAY,
  SUB_PROCESSORS,
  VOICE_AGENT_LLM,
  formatDays,
  headlineClaims,
  type Language,
} from '@site/model';

/** The shell's pages' copy, each page's documents checked against their schemas as they load. */
const PAGES = SHELL_PAGES.from(import.meta.glob('./*/*.ts'));
const byLanguage = async <T>(load: (lang: Language) => Promise<T>) =>
  new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await load(lang)] as const)));
const home = await byLanguage((lang) => PAGES.load('home', 'page', lang));
const trust = await byLanguage((lang) => PAGES.load('trust', 'page', lang));
const dpa = await byLanguage((lang) => PAGES.load('trust', 'dpa', lang));
const legal = await byLanguage((lang) => PAGES.load('legal', 'page', lang));
const security = await byLanguage((lang) => PAGES.load('security', 'page', lang));

describe('the shell’s pages’ copy', () => {
  it('is one folder per page, home/, legal/, security/ and trust/, with the same structure in every language', () => {
    expect(PAGES.ids).toEqual(['home', 'legal', 'security', 'trust']);
    for (const documents of [home, trust, dpa, legal, security]) {
      const [en, ...others] = LANGUAGES.map((lang) => structureOf(documents.get(lang)));
      for (const other of others) expect(other).toEqual(en);
    }
  });
});

describe('the home page’s copy', () => {
  it.each(LANGUAGES)('shows in %s the headline claims the site’s facts make, in their order', (lang) => {
    expect(home.get(lang)!.hero.claims.map((claim) => claim.value)).toEqual(Object.values(headlineClaims(lang)));
  });

  it.each(LANGUAGES)('quotes in %s the number of the clients’ countries and of the sample report’s managers, as the facts count them', (lang) => {
    const { benefits, hero } = home.get(lang)!;
    expect(benefits.items.map((item) => item.value)).toContain(String(CLIENT_COUNTRIES.length));
    expect(hero.visual.tips).toContain(String(SAMPLE_REPORT_DAY.managers));
  });
});

/**
 * The trust page prints the data policy's figures and the company's record, nothing of its own:
 * a period, a region, the model or a TLS version changed in `@site/model` changes the page, and
 * infra/test/promises.test.ts holds the deployed infrastructure to the same figures.
 */
describe('the trust page’s copy', () => {
  const days = (count: number, lang: Language) => formatDays({ min: count, max: count }, lang);
  const allText = (lang: Language) => textsOf(trust.get(lang)).join('\n');

  it.each(LANGUAGES)('in %s quotes the site’s retention periods and region from the data policy', (lang) => {
    const { claims } = trust.get(lang)!;
    expect(claims.map((claim) => claim.value).slice(1)).toEqual([
      days(DATA_POLICY.retentionDays.records, lang),
      days(DATA_POLICY.retentionDays.backups, lang),
      days(DATA_POLICY.answerWithinDays, lang),
    ]);
    const text = allText(lang);
    expect(text).toContain(DATA_POLICY.region);
    expect(text).toContain(days(DATA_POLICY.retentionDays.firewallLogs, lang));
    expect(text).toContain(days(PROCESSING['mediflow-ai'].retentionDays, lang));
  });

  it.each(LANGUAGES)('in %s words where the assistant’s conversations go for either ElevenLabs environment, each naming its own place', (lang) => {
    const { voice } = trust.get(lang)!.site;
    const place = { en: { us: 'United States', eu: 'EU' }, ru: { us: 'США', eu: 'ЕС' }, uk: { us: 'США', eu: 'ЄС' } }[lang];
    expect(voice.us).toContain(place.us);
    expect(voice.eu).toContain(place.eu);
    expect(voice.eu).not.toContain(place.us);
  });

  it.each(LANGUAGES)('in %s names the model the voice agent is defined with, and the TLS the edge requires', (lang) => {
    const text = allText(lang);
    expect(text).toContain(VOICE_AGENT_LLM);
    expect(text).toContain(`TLS ${DATA_POLICY.tls.customDomainMinimum}`);
    expect(text).toContain(DATA_POLICY.tls.customDomainPolicy);
    expect(text).toContain(`TLS ${DATA_POLICY.tls.cloudfrontAddressMinimum}`);
  });

  it.each(LANGUAGES)('in %s has an EU AI Act paragraph for this site and every product', (lang) => {
    expect(Object.keys(trust.get(lang)!.aiAct.subjects).sort()).toEqual([...PROCESSING_SUBJECTS].sort());
  });

  it.each(LANGUAGES)('in %s tables every sub-processor and every product’s defaults from the company’s record', (lang) => {
    const copy = trust.get(lang)!;
    const processors = subProcessorRows(copy);
    expect(processors.map((row) => row.name)).toEqual(Object.values(SUB_PROCESSORS).map((processor) => processor.name));
    const elevenLabs = processors.find((row) => row.id === 'elevenlabs')!;
    expect(elevenLabs.where.join(' ')).toContain(copy.processors.environments[DATA_POLICY.voiceEnvironment]);
    const defaults = productDefaultRows(copy, lang);
    expect(defaults.map((row) => row.subject)).toEqual([...PROCESSING_SUBJECTS]);
    expect(defaults[0]!.retention).toBe(days(DATA_POLICY.retentionDays.records, lang));
  });

  it.each(LANGUAGES)('in %s writes no conversation as a recording: what the site keeps is text', (lang) => {
    const { site, processors, claims } = trust.get(lang)!;
    const said = [site.storage, site.voice.us, site.voice.eu, processors.rows.aws.what, ...claims.map((claim) => claim.label)].join(' ');
    expect(said).not.toMatch(/recording|(?<!\p{L})запис(?:ь|и|ей|ям|ів|ами)?\s+(?:голосов|разговор|розмов|звонк|дзвінк)/iu);
  });

  it.each(LANGUAGES)('in %s has a DPA naming the company', (lang) => {
    expect(dpa.get(lang)!.subtitle).toContain(COMPANY.legalName);
  });
});

describe('the legal notice’s and the disclosure policy’s copy', () => {
  it.each(LANGUAGES)('names in %s the company by its registered name, and writes no number the register holds', (lang) => {
    const copy = legal.get(lang)!;
    expect(copy.lead).toContain(COMPANY.legalName);
    const written = JSON.stringify(copy);
    for (const number of [COMPANY.register.number, COMPANY.nip, COMPANY.regon, COMPANY.phone]) expect(written).not.toContain(number);
  });

  it.each(LANGUAGES)('promises in %s the reply and the embargo the disclosure policy sets', (lang) => {
    const copy = security.get(lang)!;
    expect(copy.report.text).toContain(String(DISCLOSURE_POLICY.acknowledgeWithinWorkingDays));
    expect(copy.rules.items.join(' ')).toContain(String(DISCLOSURE_POLICY.disclosureAfterDays));
  });
});
