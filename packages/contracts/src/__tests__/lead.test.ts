import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, LIMITS, leadRequestSchema, toOneLine, type LeadRequest } from '../index';

const valid: LeadRequest = {
  formId: 'contacts',
  name: 'Anna',
  phone: '+7 (999) 123-45-67',
  consent: true,
  language: 'ru',
  pagePath: '/ru/contacts',
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
};

function errorsOf(input: unknown) {
  const result = leadRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('lead request', () => {
  it('accepts a contacts lead and normalises the phone to international digits', () => {
    const lead = leadRequestSchema.parse(valid);
    expect(lead.phone).toBe('+79991234567');
    expect(lead.name).toBe('Anna');
  });

  it('names every missing required field with the code "required"', () => {
    expect(errorsOf({})).toEqual({
      formId: 'required',
      name: 'required',
      phone: 'required',
      language: 'required',
      pagePath: 'required',
      idempotencyKey: 'required',
    });
  });

  it('refuses unknown fields by name, whatever the name', () => {
    expect(errorsOf({ ...valid, budget: 100, role: 'cto' })).toEqual({ budget: 'unknown_field', role: 'unknown_field' });
    const tricky = errorsOf(
      JSON.parse(
        `{"constructor": 1, "__proto__": 2, "formId": "contacts", "name": "A", "phone": "+79991234567", "consent": true, "language": "en", "pagePath": "/", "idempotencyKey": "${valid.idempotencyKey}"}`,
      ),
    );
    expect(Object.entries(tricky)).toEqual([
      ['constructor', 'unknown_field'],
      ['__proto__', 'unknown_field'],
    ]);
  });

  it('requires consent on every form except the AI Sales Manager form', () => {
    const { consent: _omitted, ...withoutConsent } = valid;
    expect(errorsOf(withoutConsent)).toEqual({ consent: 'consent_required' });
    expect(errorsOf({ ...valid, consent: false })).toEqual({ consent: 'consent_required' });
    expect(errorsOf({ ...withoutConsent, formId: 'sales-manager' })).toEqual({});
  });

  it('reports consent together with other bad fields, so the form shows all at once', () => {
    expect(errorsOf({ ...valid, consent: undefined, email: 'nope' })).toEqual({ consent: 'consent_required', email: 'invalid_email' });
  });

  it('applies the length limits', () => {
    const salesManager = { ...valid, formId: 'sales-manager' };
    expect(errorsOf({ ...salesManager, name: 'x'.repeat(101), comment: 'y'.repeat(2001), company: 'z'.repeat(101) })).toEqual({
      name: 'too_long',
      comment: 'too_long',
      company: 'too_long',
    });
    expect(errorsOf({ ...salesManager, name: 'x'.repeat(100), comment: 'y'.repeat(2000) })).toEqual({});
  });

  it('validates phone, email, uuid, path, language and interests with their own codes', () => {
    expect(
      errorsOf({
        ...valid,
        phone: '8 999 123 45 67',
        email: 'anna@',
        idempotencyKey: 'abc',
        pagePath: 'contacts',
        language: 'de',
        interests: ['demo', 'pizza'],
      }),
    ).toEqual({
      phone: 'invalid_phone',
      email: 'invalid_email',
      idempotencyKey: 'invalid_uuid',
      pagePath: 'invalid_path',
      language: 'invalid_value',
      interests: 'invalid_value',
    });
  });

  it.each([
    ['uk', '050 123 45 67', '+380501234567'],
    ['uk', '+380 50 123 45 67', '+380501234567'],
    ['ru', '8 (912) 345-67-89', '+79123456789'],
    ['ru', '+7 912 345-67-89', '+79123456789'],
    ['en', '+44 7700 900123', '+447700900123'],
    ['ru', '+48 600 123 456', '+48600123456'],
  ] as const)('reads a %s page’s phone %s as people write it there and stores it as %s', (language, phone, e164) => {
    expect(leadRequestSchema.parse({ ...valid, language, phone }).phone).toBe(e164);
  });

  it('refuses a national number on a page whose visitors may call from anywhere (English)', () => {
    expect(errorsOf({ ...valid, language: 'en', phone: '050 123 45 67' })).toEqual({ phone: 'invalid_phone' });
  });

  it('treats blank optional inputs as not given and removes repeated interests', () => {
    const lead = leadRequestSchema.parse({
      ...valid,
      formId: 'sales-manager',
      email: '',
      company: '',
      comment: null,
      interests: ['demo', 'demo', 'consultation'],
    });
    expect(lead.email).toBeUndefined();
    expect(lead.company).toBeUndefined();
    expect(lead.comment).toBeUndefined();
    expect(lead.interests).toEqual(['demo', 'consultation']);
  });

  it('takes each optional field from the forms that ask it only', () => {
    const everything = { company: 'Acme', comment: '40 clinics, mMedica', interests: ['demo'], channels: 'Instagram', volume: 'about 80' } as const;
    expect(errorsOf({ ...valid, formId: 'lumi', ...everything })).toEqual({
      company: 'unknown_field',
      comment: 'unknown_field',
      interests: 'unknown_field',
      channels: 'unknown_field',
      volume: 'unknown_field',
    });
    // The contacts form asks a company and a message; AI Seller 24/7's its channels and chats a day.
    expect(errorsOf({ ...valid, formId: 'contacts', company: 'Acme', comment: '40 clinics, mMedica' })).toEqual({});
    expect(errorsOf({ ...valid, formId: 'contacts', channels: 'Instagram' })).toEqual({ channels: 'unknown_field' });
    expect(errorsOf({ ...valid, formId: 'seller', channels: 'Instagram, WhatsApp', volume: 'about 80' })).toEqual({});
    expect(errorsOf({ ...valid, formId: 'seller', company: 'Acme' })).toEqual({ company: 'unknown_field' });
    // Blank, as an untouched form sends them, they are simply not given.
    expect(errorsOf({ ...valid, formId: 'lumi', company: '', comment: '', channels: '' })).toEqual({});
    expect(errorsOf({ ...valid, formId: 'sales-manager', company: 'Acme', comment: 'Hi', interests: ['demo'] })).toEqual({});
  });

  it.each(['/ru/contacts', '/', '/ua', '/products/ai-sales-manager', '/ru/cases/onboarding-spain', '/thank-you'])(
    'takes %s as the page of a lead',
    (pagePath) => {
      expect(errorsOf({ ...valid, pagePath })).toEqual({});
    },
  );

  it.each(['/no-such-page', '/ru/thank-you', '/cases/no-such-case', '//evil.com', 'https://evil.com/', '/en/contacts', '/ru/contacts?x=1'])(
    'refuses %s, which is no page of the site, with invalid_path',
    (pagePath) => {
      expect(errorsOf({ ...valid, pagePath })).toEqual({ pagePath: 'invalid_path' });
    },
  );

  it.each([
    ['a control character', 'Anna\u0000'],
    ['an escape sequence', '\u001b[31mAnna'],
    ['a line break in a name', 'An\nna'],
    ['a lone high surrogate', 'Anna\uD83D'],
    ['a lone low surrogate', '\uDE00Anna'],
    ['a line separator (U+2028) forging a line', 'Boss\u2028Телефон: +1 900 555 0199'],
    ['a combining grapheme joiner (U+034F)', 'An\u034Fna'],
    ['a Hangul choseong filler (U+115F)', 'An\u115Fna'],
    ['a Hangul jungseong filler (U+1160)', 'An\u1160na'],
    ['a Hangul filler (U+3164)', '\u3164'],
    ['a halfwidth Hangul filler (U+FFA0)', 'Anna\uFFA0'],
    ['a blank Braille pattern (U+2800)', 'An\u2800na'],
    ['a paragraph separator (U+2029)', 'Boss\u2029Anna'],
    ['a right-to-left override (U+202E)', 'Anna\u202Egnp.exe'],
    ['a first-strong isolate (U+2068)', 'Anna\u2068x\u2069'],
    ['a left-to-right isolate (U+2066)', '\u2066Anna'],
    ['a zero-width space', 'An\u200Bna'],
    ['a byte order mark inside it (trimming takes one at the ends)', 'An\uFEFFna'],
    ['a soft hyphen', 'An\u00ADna'],
  ])('refuses a name with %s as invalid_characters', (_what, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({ name: 'invalid_characters' });
  });

  it('refuses format characters and line separators in a company too, which is one line', () => {
    expect(errorsOf({ ...valid, formId: 'sales-manager', company: 'ACME\u2028Телефон: +1' })).toEqual({ company: 'invalid_characters' });
    expect(errorsOf({ ...valid, formId: 'sales-manager', company: 'AC\u202EME' })).toEqual({ company: 'invalid_characters' });
  });

  it('refuses them in a phone as well, rather than dropping them in silence', () => {
    expect(errorsOf({ ...valid, phone: '+48 600\u2028100 200' })).toEqual({ phone: 'invalid_characters' });
    expect(errorsOf({ ...valid, phone: '\u200E+48 600 100 200' })).toEqual({ phone: 'invalid_characters' });
  });

  it('keeps line breaks and tabs in a comment, and emoji anywhere', () => {
    expect(errorsOf({ ...valid, formId: 'sales-manager', name: 'Анна 😀', comment: 'Line one\n\tline two 👍' })).toEqual({});
    // A comment may span lines and join emoji (U+200D); the manager message renders it on one line.
    expect(errorsOf({ ...valid, formId: 'sales-manager', comment: 'Line one\u2028line two 👩\u200D💻' })).toEqual({});
    expect(errorsOf({ ...valid, formId: 'sales-manager', comment: 'bell\u0007' })).toEqual({ comment: 'invalid_characters' });
  });

  it('wants the honeypot empty', () => {
    expect(errorsOf({ ...valid, website: 'http://spam.example' })).toEqual({ website: 'must_be_empty' });
    expect(errorsOf({ ...valid, website: '' })).toEqual({});
  });

  it('reports a payload that is not an object under "body"', () => {
    expect(errorsOf([valid])).toEqual({ body: 'invalid_type' });
    expect(errorsOf(null)).toEqual({ body: 'invalid_type' });
  });
});

describe('the API’s body limit', () => {
  it('takes the largest valid lead a browser posts form-encoded: every text field at its length, in letters of 9 bytes encoded', () => {
    const letters = (length: number) => 'ა'.repeat(length);
    const lead = {
      formId: 'sales-manager',
      language: 'uk',
      pagePath: `/ua/${'%'.repeat(LIMITS.pagePathMaxLength - 4)}`,
      name: letters(LIMITS.nameMaxLength),
      // 40 characters, each bracket 3 bytes encoded.
      phone: '+995 (5) (5) (5) (1) (2) (3) (4) (5) (6)',
      // 249 characters, the labels of its domain at DNS's 63 at most.
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(52)}.com`,
      company: letters(LIMITS.companyMaxLength),
      comment: letters(LIMITS.commentMaxLength),
      idempotencyKey: '8c0f7c52-8f77-4a61-9d6f-5b0d8f4d2f4c',
    };
    expect(leadRequestSchema.safeParse({ ...lead, pagePath: '/ua/contacts', interests: ['demo'] }).success).toBe(true);
    const body = new URLSearchParams({ ...lead, interests: 'demo', consent: 'on', website: '' }).toString();
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(LIMITS.bodyMaxBytes);
  });
});

describe('toOneLine', () => {
  it('makes a one-line value that the one-line fields accept: format characters dropped, separators and fillers spaces', () => {
    expect(toOneLine('\u200BAnna\u2028Koval\u202E')).toBe('Anna Koval');
    expect(toOneLine('An\u00ADna\u2029\u3164 K.\uFEFF')).toBe('Anna K.');
    expect(toOneLine('\u200D\u2800')).toBe('');
    for (const name of ['Boss\u2028Телефон: +1', 'A\u034Fn\u115Fn\u1160a\uFFA0', '\u2066Anna\u2069']) {
      const safe = toOneLine(name);
      expect(safe).not.toBe('');
      expect(leadRequestSchema.safeParse({ ...valid, name: safe }).success).toBe(true);
    }
  });
});

describe('names written with joiners (F15)', () => {
  const lead = {
    formId: 'contacts',
    phone: '+48600100200',
    consent: true,
    language: 'en',
    pagePath: '/contacts',
    idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  };
  it('takes ZWNJ and ZWJ inside a name, and still refuses what forges a line or turns text around', () => {
    for (const name of ['می\u200Cخواهم', 'नमस्\u200Dते', 'Anna 👩\u200D💻']) expect(leadRequestSchema.safeParse({ ...lead, name }).success, name).toBe(true);
    for (const name of ['\u200DAnna', 'Anna\u200C', 'Anna\u202Egro', 'Anna\u2028Phone: +1', 'An\u200Bna']) {
      expect(leadRequestSchema.safeParse({ ...lead, name }).success, JSON.stringify(name)).toBe(false);
    }
  });
});
