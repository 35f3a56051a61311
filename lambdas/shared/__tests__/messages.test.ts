import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../records/lead';
import { leadMessage } from '../leads/notification';
import { escapeHtml, maskedText, plainText, telegramHtml } from '../notifications/messages';
import type { DemoBookingOutcome } from '@site/contracts';
import { visitorWords } from '../notifications/manager-words';
import { voiceContactMessage } from '../voice/notification';
import type { StoredVoiceContact } from '../records/voice-contact';

const lead: StoredLead = {
  id: 'b0c1d2e3-0000-8000-8000-000000000000',
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
  formId: 'sales-manager',
  name: '<script>alert(1)</script>',
  phone: '+79991234567',
  company: 'R&D <Labs>',
  comment: 'a < b & c > d',
  interests: ['sample-report'],
  language: 'ru',
  pagePath: '/ru/sales-manager',
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: 0,
  requestHash: '',
  notifyStatus: 'pending',
  notifyAttempts: 0,
};

const contact: StoredVoiceContact = {
  conversationId: 'conv_01',
  phone: '+380501234567',
  userName: 'Олег',
  durationSeconds: 42.4,
  language: 'ru',
  verification: 'confirmed',
  verifyAttempts: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: 0,
  notifyStatus: 'pending',
  notifyAttempts: 0,
};

/** Every way Telegram or a mail client breaks a line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

describe('manager messages', () => {
  it('escapes what Telegram HTML would interpret', () => {
    expect(escapeHtml('<b>&amp;</b>')).toBe('&lt;b&gt;&amp;amp;&lt;/b&gt;');
  });

  it('lists the lead fields, each value escaped inside <code>, and leaves out the missing ones', () => {
    expect(telegramHtml(leadMessage(lead))).toBe(
      [
        '<b>Новая заявка с сайта</b>',
        'Форма: <code>sales-manager</code>',
        'Имя: <code>&lt;script&gt;alert(1)&lt;/script&gt;</code>',
        'Телефон: <code>+79991234567</code>',
        'Компания: <code>R&amp;D &lt;Labs&gt;</code>',
        'Интересы: <code>Пример отчёта</code>',
        'Комментарий: <code>a &lt; b &amp; c &gt; d</code>',
        'Язык страницы: <code>ru</code>',
        'Страница: <code>/ru/sales-manager</code>',
        'Заявка: <code>b0c1d2e3-0000-8000-8000-000000000000</code>',
      ].join('\n'),
    );
  });

  it('tells the manager which of the agent’s evaluation criteria the call failed, in their words', () => {
    const call = { durationSeconds: 60, language: 'ru', failedEvaluations: ['no_medical_or_legal_advice', 'some_new_criterion'] };
    expect(plainText(voiceContactMessage({ ...contact, call }))).toContain(
      'Проверка разговора не пройдена: ассистент дал медицинский или юридический совет; some_new_criterion',
    );
    expect(plainText(voiceContactMessage({ ...contact, call: { ...call, failedEvaluations: [] } }))).not.toContain('Проверка разговора');
  });

  it('tells the managers when the caller asked to be called and the volume they described, in their words', () => {
    const text = plainText(
      voiceContactMessage({
        ...contact,
        call: { language: 'uk', durationSeconds: 80, callBackTime: 'завтра вранці', volume: '40 клінік, 12 000 дзвінків на місяць' },
      }),
    );
    expect(text).toContain('Коли зателефонувати: завтра вранці');
    expect(text).toContain('Обсяг: 40 клінік, 12 000 дзвінків на місяць');
  });

  it('says what a call from the Lumi demo did to the caller’s visit, as its record’s data collection has it', () => {
    const said = (demoBooking: DemoBookingOutcome) =>
      plainText(
        voiceContactMessage({ ...contact, call: { language: 'uk', durationSeconds: 95, phoneCall: { direction: 'outbound', line: 'twilio' }, demoBooking } }),
      );
    expect(said({ kind: 'booked', time: '10:30' })).toContain('Запис у демо Lumi: візит на завтра записано на 10:30');
    expect(said({ kind: 'moved', from: '10:30', time: '11:00' })).toContain('Запис у демо Lumi: візит записано й перенесено з 10:30 на 11:00');
    expect(said({ kind: 'cancelled', time: '11:00' })).toContain('Запис у демо Lumi: візит на 11:00 записано й скасовано');
    expect(said({ kind: 'none' })).toContain('Запис у демо Lumi: нічого не записано');
    expect(plainText(voiceContactMessage({ ...contact, call: { language: 'uk', durationSeconds: 95 } }))).not.toContain('демо');
  });

  it('gives a voice contact without a name the spec’s "Не указано"', () => {
    expect(plainText(voiceContactMessage({ ...contact, userName: null }))).toBe(
      [
        'Новый контакт от голосового ассистента',
        'Имя: Не указано',
        'Телефон: +380501234567',
        'Разговор: conv_01',
        'Длительность: 42 с',
        'Язык: ru',
        'Время: 2026-11-22T10:00:00.000Z',
      ].join('\n'),
    );
  });

  it('keeps the forged line of the reproduced attack on the name’s own line', () => {
    const forged = voiceContactMessage({ ...contact, userName: 'Boss\u2028Телефон: +1 900 555 0199 (срочно перезвонить)' });
    const lines = telegramHtml(forged).split(LINE_BREAK);
    expect(lines).toHaveLength(7);
    expect(lines[1]).toBe('Имя: <code>Boss↵Телефон: +1 900 555 0199 (срочно перезвонить)</code>');
    expect(lines.filter((line) => line.startsWith('Телефон:'))).toEqual(['Телефон: <code>+380501234567</code>']);
  });

  it('shows a comment’s paragraphs with a mark, drops bidi overrides and keeps emoji whole', () => {
    const text = plainText(leadMessage({ ...lead, comment: 'Hi\r\nthere\u202Egnp.exe\u2066 👩\u200D💻\tok' }));
    expect(text).toContain('Комментарий: Hi↵theregnp[.]exe 👩\u200D💻 ok');
  });
});

/** A visitor's text: anything at all, with what forges lines, links, mentions, commands and markup mixed in. */
const visitorText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(
        '\n',
        '\r',
        '\r\n',
        '\u2028',
        '\u2029',
        '\u0085',
        '\v',
        '\f',
        '\u202E',
        '\u2066',
        '\u200B',
        '\uFEFF',
        '@managers_bot',
        '/start',
        '#urgent',
        'https://evil.example/pay',
        'evil.example',
        'evil\u3002example',
        'evil\uFF0Eexample',
        'evil\uFF61example',
        '<a href="https://evil.example">',
        '</code>',
        '</b>',
        '&lt;',
        '&#10;',
        'Телефон: +1 900 555 0199',
      ),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

const anyLead = fc
  .record({
    name: visitorText,
    email: fc.option(visitorText, { nil: undefined }),
    company: fc.option(visitorText, { nil: undefined }),
    comment: fc.option(visitorText, { nil: undefined }),
  })
  .map((fields): StoredLead => ({ ...lead, ...fields }));
/** A voice contact whose name, and whose call's title, summary and page (a caller steers them all), are anything. */
const anyContact = fc
  .record({
    userName: fc.option(visitorText, { nil: null }),
    call: fc.option(
      fc.record({
        summaryTitle: fc.option(visitorText, { nil: undefined }),
        summary: fc.option(visitorText, { nil: undefined }),
        pagePath: fc.option(visitorText, { nil: undefined }),
        durationSeconds: fc.nat(86_400),
        language: fc.constantFrom('en', 'ru', 'uk'),
        failedEvaluations: fc.option(fc.array(fc.constantFrom('no_invented_prices', 'no_medical_or_legal_advice', 'some_new_criterion'), { maxLength: 3 }), {
          nil: undefined,
        }),
      }),
      { nil: undefined },
    ),
  })
  .map((fields): StoredVoiceContact => ({ ...contact, ...fields }));

/** The template's lines: the title, then one per field given (blank ones leave none). */
function templateOfLead(item: StoredLead): string[] {
  const given = (value: string | undefined) => value !== undefined && value !== '';
  return [
    'Новая заявка с сайта',
    'Форма',
    ...(given(item.name) ? ['Имя'] : []),
    'Телефон',
    ...(given(item.email) ? ['Email'] : []),
    ...(given(item.company) ? ['Компания'] : []),
    'Интересы',
    ...(given(item.comment) ? ['Комментарий'] : []),
    'Язык страницы',
    'Страница',
    'Заявка',
  ];
}
/** The contact's template in the call's language (the words are checked one by one in 'each manager reads their own language'). */
function templateOfContact(item: StoredVoiceContact): string[] {
  const given = (value: string | undefined) => value !== undefined && value !== '';
  const words = visitorWords(item.call?.language ?? item.language);
  const label = words.labels;
  return [
    words.call.title,
    label.name,
    label.phone,
    ...(given(item.call?.summaryTitle) ? [label.topic] : []),
    ...(given(item.call?.summary) ? [label.talkedAbout] : []),
    ...(item.call?.failedEvaluations?.length ? [label.checkFailed] : []),
    ...(given(item.call?.pagePath) ? [label.page] : []),
    label.conversation,
    label.duration,
    label.language,
    label.time,
  ];
}

/**
 * The message's lines match the template's one to one, and each field line is its label and one
 * `<code>` span with no markup inside: Telegram parses no entity (link, mention, hashtag, command)
 * within `<code>`, so nothing the visitor wrote can become one.
 */
function expectTelegramLines(html: string, template: string[]): void {
  const lines = html.split(LINE_BREAK);
  expect(lines).toHaveLength(template.length);
  expect(lines[0]).toBe(`<b>${template[0]}</b>`);
  template.slice(1).forEach((label, index) => expect(lines[index + 1]).toMatch(new RegExp(`^${label}: <code>[^<>]+</code>$`)));
}

/** What a mail client could make a link of: a scheme, or a full stop a browser reads as a host's dot between letters. */
const LINKABLE = /:\/\/|[\p{L}\d][.\u3002\uFF0E\uFF61]\p{L}/u;

function expectPlainLines(text: string, template: string[]): void {
  const lines = text.split(LINE_BREAK);
  expect(lines).toHaveLength(template.length);
  template.slice(1).forEach((label, index) => expect(lines[index + 1]!.startsWith(`${label}: `)).toBe(true));
}

describe('whatever a visitor writes, a manager message has exactly the lines of its template', () => {
  it('in Telegram, for a lead', () => {
    fc.assert(
      fc.property(anyLead, (item) => expectTelegramLines(telegramHtml(leadMessage(item)), templateOfLead(item))),
      { numRuns: 500 },
    );
  });

  it('in Telegram, for a voice contact', () => {
    fc.assert(
      fc.property(anyContact, (item) => expectTelegramLines(telegramHtml(voiceContactMessage(item)), templateOfContact(item))),
      { numRuns: 500 },
    );
  });

  it('in the e-mail digest, where what a visitor wrote makes no link either', () => {
    fc.assert(
      fc.property(anyLead, anyContact, (item, voice) => {
        expect(plainText(leadMessage(item))).not.toMatch(LINKABLE);
        expect(plainText(voiceContactMessage(voice))).not.toMatch(LINKABLE);
      }),
      { numRuns: 300 },
    );
    expect(plainText(leadMessage({ ...lead, comment: 'Pay at https://evil.example/pay, 2.5k' }))).toContain(
      'Комментарий: Pay at https[:]//evil[.]example/pay, 2.5k',
    );
    const text = plainText(leadMessage({ ...lead, email: 'anna@evil.example', comment: 'evil\u3002example or evil\uFF0Eexample. 谢谢\u3002' }));
    expect(text).toContain('Email: anna@evil[.]example');
    // A browser reads these full stops as a host's dots; shown as written, in brackets, so prose stays readable.
    expect(text).toContain('Комментарий: evil[\u3002]example or evil[\uFF0E]example. 谢谢\u3002');
  });

  it('in the e-mail digest and in the log', () => {
    fc.assert(
      fc.property(anyLead, anyContact, (item, voice) => {
        expectPlainLines(plainText(leadMessage(item)), templateOfLead(item));
        expectPlainLines(maskedText(leadMessage(item)), templateOfLead(item));
        expectPlainLines(plainText(voiceContactMessage(voice)), templateOfContact(voice));
        expectPlainLines(maskedText(voiceContactMessage(voice)), templateOfContact(voice));
      }),
      { numRuns: 300 },
    );
  });

  it('with no format character left but the joiners names and emoji are written with (ZWNJ, ZWJ)', () => {
    fc.assert(
      fc.property(anyLead, (item) => {
        expect(telegramHtml(leadMessage(item))).not.toMatch(/[\p{Cc}\p{Cf}](?<!\n|\u200C|\u200D)/u);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the voice contact’s message', () => {
  const contact: StoredVoiceContact = {
    conversationId: 'conv_1',
    phone: '+380501234567',
    userName: 'Олена <b>',
    durationSeconds: 40,
    language: 'uk',
    verification: 'confirmed',
    verifyAttempts: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: 0,
    notifyStatus: 'pending',
    notifyAttempts: 0,
    call: { summaryTitle: 'Демо MediFlow', summary: 'с'.repeat(3_000), language: 'uk', durationSeconds: 212.4, pagePath: '/ua/products/mediflow-ai' },
  };

  it('tells the manager what the caller wanted: the call’s title and summary (cut short), page, length and language, each on its line', () => {
    const html = telegramHtml(voiceContactMessage(contact));
    expectTelegramLines(html, [
      'Новий контакт від голосового асистента',
      'Ім’я',
      'Телефон',
      'Тема розмови',
      'Про що говорили',
      'Сторінка',
      'Розмова',
      'Тривалість',
      'Мова',
      'Час',
    ]);
    expect(html).toContain('Ім’я: <code>Олена &lt;b&gt;</code>');
    expect(html).toContain(`Про що говорили: <code>${'с'.repeat(1_499)}…</code>`);
    expect(html).toContain(
      'Сторінка: <code>/ua/products/mediflow-ai</code>\nРозмова: <code>conv_1</code>\nТривалість: <code>212 с</code>\nМова: <code>uk</code>',
    );
    expect(html.length).toBeLessThan(4_096);
  });
});

describe('an e-mail whose domain is in another script', () => {
  it('reaches the managers as stored (punycode, what a mail client sends to) and as its owner writes it', () => {
    expect(telegramHtml(leadMessage({ ...lead, email: 'boss@xn--e1afmkfd.xn--p1ai' }))).toContain(
      'Email: <code>boss@xn--e1afmkfd.xn--p1ai (boss@пример.рф)</code>',
    );
    expect(telegramHtml(leadMessage({ ...lead, email: 'anna@example.com' }))).toContain('Email: <code>anna@example.com</code>');
    expect(maskedText(leadMessage({ ...lead, email: 'boss@xn--e1afmkfd.xn--p1ai' }))).not.toContain('boss');
  });
});
