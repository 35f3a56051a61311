import { describe, expect, it } from 'vitest';
import { productDefaultRows, SHELL_PAGES, structureOf, subProcessorRows, text, textsOf } from '@site/content';
import {
  CASE_INDUSTRIES,
  CASE_PRODUCT_PAGES,
  CLIENT_COUNTRIES,
  COMPANY,
  DATA_POLICY,
  DISCLOSURE_POLICY,
  LANGUAGES,
  PROCESSING,
  PROCESSING_SUBJECTS,
  SAMPLE_REPORT_DAY,
  SUB_PROCESSORS,
  SUB_PROCESSOR_COMPANY_COUNT,
  LEAD_FORM_IDS,
  LEAD_FORM_PRODUCTS,
  PRODUCT_NAMES,
  VOICE_AGENT_LLM,
  clientMarkOf,
  companyAddressInText,
  formatDays,
  formatPeriod,
  leadingCaseOf,
  headlineClaims,
  type Language,
} from '@site/model';

/** Copy as read, its non-breaking spaces (a legal form kept on one line: "sp. z o.o.") read as spaces. */
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

/** The shell's pages' copy, each page's documents checked against their schemas as they load. */
const PAGES = SHELL_PAGES.from(import.meta.glob('./*/*.ts'));
const byLanguage = async <T>(load: (lang: Language) => Promise<T>) =>
  new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await load(lang)] as const)));
const home = await byLanguage((lang) => PAGES.load('home', 'page', lang));
const trust = await byLanguage((lang) => PAGES.load('trust', 'page', lang));
const dpa = await byLanguage((lang) => PAGES.load('trust', 'dpa', lang));
const legal = await byLanguage((lang) => PAGES.load('legal', 'page', lang));
const security = await byLanguage((lang) => PAGES.load('security', 'page', lang));
const contacts = await byLanguage((lang) => PAGES.load('contacts', 'page', lang));
const privacy = await byLanguage((lang) => PAGES.load('privacy', 'page', lang));
const thankYou = await byLanguage((lang) => PAGES.load('thank-you', 'page', lang));
const notFound = await byLanguage((lang) => PAGES.load('not-found', 'page', lang));

describe('the shell’s pages’ copy', () => {
  it('is one folder per page, named by its id, with the same structure in every language', () => {
    expect(PAGES.ids).toEqual(['contacts', 'home', 'legal', 'not-found', 'privacy', 'security', 'thank-you', 'trust']);
    for (const documents of [home, trust, dpa, legal, security, contacts, privacy, thankYou, notFound]) {
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
    const place = {
      en: { us: 'United States', eu: 'EU' },
      ru: { us: 'США', eu: 'ЕС' },
      uk: { us: 'США', eu: 'ЄС' },
      pl: { us: 'Stanach Zjednoczonych', eu: 'UE' },
    }[lang];
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

  it.each(LANGUAGES)('in %s names the carrier of Lumi’s calls with its region, and counts the companies as the record does', (lang) => {
    const copy = trust.get(lang)!;
    const carrier = subProcessorRows(copy).find((row) => row.id === 'twilio')!;
    expect(carrier.name).toBe('Twilio');
    expect(carrier.where.join(' ')).toContain('US1');
    expect(carrier.usedBy).toEqual([copy.products.site]);
    expect(copy.processors.lead).toContain(`${SUB_PROCESSOR_COMPANY_COUNT}\u00a0`);
  });

  it.each(LANGUAGES)('in %s the privacy policy names the carrier of Lumi’s calls among the sub-processors', (lang) => {
    expect(textsOf(privacy.get(lang)).join(' ').split(SUB_PROCESSORS.twilio.name).length).toBeGreaterThan(2);
  });

  it.each(LANGUAGES)('in %s writes no conversation as a recording: what the site keeps is text', (lang) => {
    const { site, processors, claims } = trust.get(lang)!;
    const said = [site.storage, site.voice.us, site.voice.eu, processors.rows.aws.what, ...claims.map((claim) => claim.label)].join(' ');
    expect(said).not.toMatch(/recording|(?<!\p{L})запис(?:ь|и|ей|ям|ів|ами)?\s+(?:голосов|разговор|розмов|звонк|дзвінк)/iu);
  });

  it.each(LANGUAGES)('in %s has a DPA naming the company', (lang) => {
    expect(spaced(dpa.get(lang)!.subtitle)).toContain(COMPANY.legalName);
  });
});

describe('the legal notice’s and the disclosure policy’s copy', () => {
  it.each(LANGUAGES)('names in %s the company by its registered name, and writes no number the register holds', (lang) => {
    const copy = legal.get(lang)!;
    expect(spaced(copy.lead)).toContain(COMPANY.legalName);
    const written = JSON.stringify(copy);
    for (const number of [COMPANY.register.number, COMPANY.nip, COMPANY.regon, COMPANY.phone]) expect(written).not.toContain(number);
  });

  it.each(LANGUAGES)('promises in %s the reply and the embargo the disclosure policy sets', (lang) => {
    const copy = security.get(lang)!;
    expect(copy.report.text).toContain(String(DISCLOSURE_POLICY.acknowledgeWithinWorkingDays));
    expect(copy.rules.items.join(' ')).toContain(String(DISCLOSURE_POLICY.disclosureAfterDays));
  });
});

/**
 * The privacy policy prints the data policy's figures and the company's record: each period, as the
 * model's plural rules write it for the language, the controller's name, address and mailbox.
 */
describe('the privacy policy’s copy', () => {
  it.each(LANGUAGES)('in %s names the controller by the company’s record and its privacy mailbox', (lang) => {
    const { controller, erasure, contact } = privacy.get(lang)!.sections;
    expect(spaced(controller.text)).toContain(COMPANY.legalName);
    expect(controller.text).toContain(companyAddressInText(lang));
    for (const { text } of [controller, erasure, contact]) expect(text).toContain(COMPANY.privacyEmail);
  });

  it.each(LANGUAGES)('in %s writes every period of the data policy, each in its unit', (lang) => {
    const { sections } = privacy.get(lang)!;
    const { stores } = sections.retention;
    const days = (count: number) => formatPeriod(count, 'days', lang);
    const { retentionDays } = DATA_POLICY;
    expect(stores.requests).toContain(days(retentionDays.records));
    expect(stores.backups).toContain(days(retentionDays.backups));
    expect(stores.notifications).toContain(formatPeriod(DATA_POLICY.digestAfterMinutes, 'minutes', lang));
    for (const count of [retentionDays.functionLogs, retentionDays.cdnLogs, retentionDays.firewallLogs, retentionDays.technicalLogs]) {
      expect(stores.logs).toContain(days(count));
    }
    expect(sections.erasure.text).toContain(formatPeriod(DATA_POLICY.botDeletesWithinHours, 'hours', lang));
    expect(sections.contact.text).toContain(days(DATA_POLICY.answerWithinDays));
  });

  it.each(LANGUAGES)('in %s says ElevenLabs processes the conversations where the site’s environment is', (lang) => {
    const place = {
      us: { en: 'United States', ru: 'США', uk: 'США', pl: 'Stanach Zjednoczonych' },
      eu: { en: 'European Union', ru: 'Европейском союзе', uk: 'Європейському Союзі', pl: 'Unii Europejskiej' },
    };
    expect(privacy.get(lang)!.sections.recipients.text.replaceAll('\u00a0', ' ')).toContain(place[DATA_POLICY.voiceEnvironment][lang]);
  });
});

/**
 * The thank-you page's offers name what only the page knows, the form that was sent: each form's
 * product, and its leading case's client and industry. Written with the names of every form, each
 * text is a text like any other (no placeholder, no stray space).
 */
describe('the thank-you page’s copy', () => {
  const forms = LEAD_FORM_IDS.flatMap((form) => {
    const product = LEAD_FORM_PRODUCTS[form];
    return product ? [{ form, product, leading: leadingCaseOf(product) }] : [];
  });

  it.each(LANGUAGES)('in %s names each form’s product and its leading case in texts that hold to the rules of any text', (lang) => {
    const { offers, industries } = thankYou.get(lang)!;
    const written: string[] = [];
    for (const { product, leading } of forms) {
      const name = PRODUCT_NAMES[product];
      written.push(offers.proof.title({ product: name }), offers.proof.text({ product: name }));
      expect(offers.proof.title({ product: name })).toContain(name);
      if (!leading) continue;
      const names = {
        client: clientMarkOf(leading.slug).brand,
        product: PRODUCT_NAMES[CASE_PRODUCT_PAGES[leading.product]],
        industry: industries[leading.industry],
      };
      written.push(offers.case.title(names), offers.case.text(names));
      expect(offers.case.title(names)).toContain(names.client);
      expect(offers.case.text(names)).toContain(names.industry);
    }
    expect(written.length).toBeGreaterThan(forms.length);
    expect(written.filter((line) => !text.safeParse(line).success)).toEqual([]);
  });

  it.each(LANGUAGES)('in %s names every industry a case can have', (lang) => {
    expect(Object.keys(thankYou.get(lang)!.industries).sort()).toEqual([...CASE_INDUSTRIES].sort());
  });
});
