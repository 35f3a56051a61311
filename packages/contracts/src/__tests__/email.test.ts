import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  fieldErrorsOf,
  FORM_IDS,
  formVariant,
  leadRequestSchema,
  meetingRequestSchema,
  normalizeEmail,
  type LeadRequest,
  type MeetingRequest,
} from '../index';

const lead = (formId: (typeof FORM_IDS)[number], email: string): LeadRequest => ({
  formId,
  name: 'Олег',
  phone: '+7 912 345-67-89',
  email,
  ...(formVariant(formId).consent ? { consent: true } : {}),
  language: 'ru',
  pagePath: '/ru/contacts',
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
});

const meeting = (email: string): MeetingRequest => ({
  start: '2026-12-01T10:00:00+03:00',
  language: 'ru',
  timeZone: 'Europe/Moscow',
  name: 'Олег',
  email,
  source: 'contacts',
  pagePath: '/ru/contacts',
  consent: true,
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
});

/** The one writing every form stores and the personal-data index keys. */
const STORED = 'boss@xn--e1afmkfd.xn--p1ai';

/** One address as visitors write it: in Cyrillic, in punycode, in capitals, with a fullwidth at sign, with spaces around. */
const WRITINGS = ['boss@пример.рф', 'boss@xn--e1afmkfd.xn--p1ai', 'BOSS@ПРИМЕР.РФ', 'Boss@XN--E1AFMKFD.XN--P1AI', 'boss＠пример.рф', '  boss@пример.рф '];

/** What is no address, whatever the script. */
const GARBAGE = [
  'boss',
  'boss@',
  '@пример.рф',
  'boss@пример',
  'boss@пример.',
  'boss@пример..рф',
  'boss@-пример.рф',
  'boss@пример-.рф',
  'boss@пример.р',
  'boss@127.0.0.1',
  'boss@[127.0.0.1]',
  'boss@пример.рф/путь',
  'boss@пример.рф:25',
  'boss@при мер.рф',
  'bo ss@пример.рф',
  'boss..x@пример.рф',
  '.boss@пример.рф',
  'boss@@пример.рф',
  '"boss"@пример.рф',
  'бо☺сс@пример.рф',
  'boss@xn--.рф',
  `${'a'.repeat(65)}@example.com`,
  `boss@${'a'.repeat(64)}.com`,
];

describe('e-mail addresses in another script (IDN)', () => {
  it('reads every writing of an IDN address as one, the punycode DNS resolves', () => {
    for (const written of WRITINGS) expect(normalizeEmail(written), written).toBe(STORED);
    expect(normalizeEmail('anna@приклад.укр')).toBe('anna@xn--80aikifvh.xn--j1amh');
    expect(normalizeEmail('Anna@Żółw.PL')).toBe('anna@xn--w-uga1v8h.pl');
    // What is no address stays as written, in one case, for the index.
    expect(normalizeEmail(' Boss@ ')).toBe('boss@');
  });

  it.each(FORM_IDS)('the %s form takes an IDN address in any writing and stores it in punycode', (formId) => {
    for (const written of WRITINGS) {
      const parsed = leadRequestSchema.safeParse(lead(formId, written));
      expect(parsed.success && parsed.data.email, written).toBe(STORED);
    }
    expect(leadRequestSchema.parse(lead(formId, 'info@приклад.укр')).email).toBe('info@xn--80aikifvh.xn--j1amh');
    expect(leadRequestSchema.parse(lead(formId, 'Jan.Kowalski+oferta@żółw.pl')).email).toBe('jan.kowalski+oferta@xn--w-uga1v8h.pl');
  });

  it.each(FORM_IDS)('the %s form refuses what is no address as invalid_email', (formId) => {
    for (const written of GARBAGE) {
      const parsed = leadRequestSchema.safeParse(lead(formId, written));
      expect(parsed.success ? {} : fieldErrorsOf(parsed.error), written).toEqual({ email: 'invalid_email' });
    }
  });

  it('a meeting takes an IDN address and mails the invitation to its punycode', () => {
    for (const written of WRITINGS) expect(meetingRequestSchema.parse(meeting(written)).email, written).toBe(STORED);
    for (const written of GARBAGE) {
      const parsed = meetingRequestSchema.safeParse(meeting(written));
      expect(parsed.success ? {} : fieldErrorsOf(parsed.error), written).toEqual({ email: 'invalid_email' });
    }
    const blank = meetingRequestSchema.safeParse(meeting('  '));
    expect(blank.success ? {} : fieldErrorsOf(blank.error)).toEqual({ email: 'required' });
  });

  it('letters beyond ASCII before the @ (RFC 6531): a lead keeps them, a meeting says why it cannot mail them', () => {
    expect(emailProblem('олег@пример.рф')).toBe('email_local_part_not_ascii');
    expect(leadRequestSchema.parse(lead('contacts', 'Олег@Пример.рф')).email).toBe('олег@xn--e1afmkfd.xn--p1ai');
    const parsed = meetingRequestSchema.safeParse(meeting('олег@пример.рф'));
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({ email: 'email_local_part_not_ascii' });
    // Garbage with Cyrillic before the @ is still garbage.
    expect(emailProblem('олег@пример')).toBe('invalid_email');
  });

  it('keeps ASCII addresses as they were, in lower case', () => {
    expect(leadRequestSchema.parse(lead('contacts', 'Anna.Smith@Example.COM')).email).toBe('anna.smith@example.com');
    expect(emailProblem("o'brien+sales@mail.example.co.uk")).toBeUndefined();
  });
});
