import { MEETING_MANAGERS } from '@site/model';
import { describe, expect, it } from 'vitest';
import { leadMessage } from '../leads/notification';
import { batchMessages } from '../meetings/batch-cancel';
import { meetingMessage } from '../meetings/notification';
import { plainText } from '../notifications/messages';
import type { StoredLead } from '../records/lead';
import type { MeetingNotice, MeetingRecord } from '../records/meeting';
import type { StoredVoiceContact } from '../records/voice-contact';
import { voiceContactMessage } from '../voice/notification';

const notice = (managerId: string, language: MeetingNotice['language']) =>
  ({
    id: 'notice#m-1#1',
    meetingId: 'm-1',
    event: 'moved',
    managerId,
    start: '2026-12-01T09:30:00.000Z',
    previousStart: '2026-11-30T09:30:00.000Z',
    language,
    name: 'Jan Nowak',
    email: 'jan.nowak@example.org',
    source: 'thank-you',
    pagePath: `/${language}/thank-you/mediflow`,
    calendar: 'pending',
    thread: { person: '699d9840', before: [{ what: 'lead:mediflow', at: '2026-11-28T11:36:00.000Z' }] },
    createdAt: '2026-11-28T12:00:00.000Z',
    expiresAt: 0,
  }) as unknown as MeetingNotice;

const lead = (language: StoredLead['language'], pagePath: string): StoredLead => ({
  id: 'b0c1d2e3-0000-8000-8000-000000000000',
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
  formId: 'lumi',
  name: 'Marta',
  phone: '+48512345678',
  interests: ['demo'],
  language,
  pagePath,
  thread: { person: '699d9840', before: [] },
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: 0,
  requestHash: '',
  notifyStatus: 'pending',
  notifyAttempts: 0,
});

const meeting = (managerId: string, start: string) => ({ meetingId: start, managerId, start }) as MeetingRecord;

describe("each manager reads the managers' messages in their own language", () => {
  it('gives every manager a language of their own among the ones they hold a call in', () => {
    for (const manager of MEETING_MANAGERS) expect(manager.languages).toContain(manager.language);
    expect(Object.fromEntries(MEETING_MANAGERS.map((manager) => [manager.id, manager.language]))).toEqual({
      'olena-hrytsenko': 'uk',
      'andrii-melnyk': 'uk',
      'piotr-zielinski': 'pl',
      'aigerim-sadykova': 'ru',
    });
  });

  it("writes a meeting's notice in its manager's language, whatever the visitor's: the Polish manager's in Polish", () => {
    expect(plainText(meetingMessage(notice('piotr-zielinski', 'en')))).toBe(
      [
        'Spotkanie przełożone',
        'Kiedy: wt., 01.12.2026, 10:30 (Europe/Warsaw)',
        'Było: pon., 30.11.2026, 10:30 (Europe/Warsaw)',
        'Menedżer: Piotr Zieliński',
        'Imię: Jan Nowak',
        'E-mail: jan[.]nowak@example[.]org',
        'Osoba: #699d9840',
        'Wcześniej: zgłoszenie ze strony, formularz mediflow, 28.11, 12:36',
        'Język spotkania: en',
        'Skąd: strona „Dziękujemy” po zgłoszeniu',
        'Strona: /en/thank-you/mediflow',
        'Kalendarz: jeszcze nie odpowiedział: wpis do kalendarza jest ponawiany, spotkanie jest zapisane',
        'Spotkanie: m-1',
      ].join('\n'),
    );
    const kyiv = plainText(meetingMessage(notice('olena-hrytsenko', 'ru')));
    expect(kyiv).toMatch(/^Зустріч перенесено\nКоли: вт, 01\.12\.2026, 11:30 \(Europe\/Kyiv\)\n/);
    expect(kyiv).toContain('Менеджер: Олена Гриценко');
    expect(kyiv).toContain('Раніше: заявка із сайту, форма mediflow, 28.11, 12:36');
    const almaty = plainText(meetingMessage(notice('aigerim-sadykova', 'en')));
    expect(almaty).toMatch(/^Встреча перенесена\nКогда: вт, 01\.12\.2026, 14:30 \(Asia\/Almaty\)\n/);
    expect(almaty).toContain('Менеджер: Айгерим Садыкова');
  });

  it("writes a lead's message, which reaches the shared chat before any manager has it, in the page's language", () => {
    expect(plainText(leadMessage(lead('pl', '/pl/products/lumi-ai')))).toBe(
      [
        'Nowe zgłoszenie ze strony',
        'Formularz: lumi',
        'Imię: Marta',
        'Telefon: +48512345678',
        'Zainteresowania: Demo',
        'Osoba: #699d9840',
        'Wcześniej: nic: pierwszy kontakt',
        'Język strony: pl',
        'Strona: /pl/products/lumi-ai',
        'Zgłoszenie: b0c1d2e3-0000-8000-8000-000000000000',
      ].join('\n'),
    );
    expect(plainText(leadMessage({ ...lead('en', '/products/lumi-ai'), review: 'network-limit' }))).toMatch(
      /^Request to check\nCheck: the visitor sent it when more requests came from their network/,
    );
    expect(plainText(leadMessage(lead('uk', '/ua/products/lumi-ai')))).toMatch(/^Нова заявка із сайту\nФорма: lumi\nІм’я: Marta\n/);
  });

  it("writes a Lumi call's contact in the call's language, and an earlier record stored as Russian prose as it was", () => {
    const contact = {
      conversationId: 'conv_01',
      phone: '+48512345678',
      userName: null,
      durationSeconds: 42,
      language: 'pl',
      thread: { person: '699d9840', before: [{ what: 'разговор с ассистентом на сайте', at: '2026-11-27T16:02:00.000Z' }] },
      call: { language: 'pl', durationSeconds: 42, phoneCall: { direction: 'inbound', line: 'twilio' }, demoBooking: { kind: 'none' } },
      createdAt: '2026-11-22T10:00:00.000Z',
    } as unknown as StoredVoiceContact;
    const text = plainText(voiceContactMessage(contact));
    expect(text).toMatch(/^Nowy kontakt z rozmowy telefonicznej z Lumi\nKanał: połączenie na linię Lumi\nImię: Nie podano\n/);
    expect(text).toContain('Wcześniej: разговор с ассистентом на сайте, 27.11, 17:02');
    expect(text).toContain('Wizyta w demo Lumi: nic nie zapisano');
    expect(text).toContain('Czas trwania: 42 s');
  });

  it("sends an operator's batch cancel as one summary to each manager, of their meetings, in their language, with the count's plural", () => {
    const cancelled = [
      meeting('piotr-zielinski', '2026-12-01T09:30:00.000Z'),
      meeting('olena-hrytsenko', '2026-12-01T08:00:00.000Z'),
      meeting('olena-hrytsenko', '2026-12-01T08:30:00.000Z'),
      meeting('olena-hrytsenko', '2026-12-01T09:00:00.000Z'),
      ...['10:00', '10:30', '11:00', '11:30', '12:00'].map((time) => meeting('aigerim-sadykova', `2026-12-02T${time}:00.000Z`)),
    ];
    const [piotr, olena, aigerim] = batchMessages(cancelled, { network: '203.0.0.0/16' }).map(plainText);
    expect(piotr).toBe(
      [
        'Operator odwołał 1 spotkanie',
        'Wybrane według: sieć 203.0.0.0/16',
        'Menedżer: Piotr Zieliński',
        'Terminy: wt., 01.12.2026, 10:30 (Europe/Warsaw)',
        'Dlaczego: rezerwacje z jednej sieci, domeny lub przedziału czasu: terminy są znów wolne, a odwiedzający dostali odwołanie',
      ].join('\n'),
    );
    expect(olena).toMatch(
      /^Оператор скасував 3 зустрічі\nВибрано: мережа 203\.0\.0\.0\/16\nМенеджер: Олена Гриценко\nЧас: вт, 01\.12\.2026, 10:00 \(Europe\/Kyiv\); /,
    );
    expect(aigerim).toMatch(/^Оператор отменил 5 встреч\n/);
    expect(plainText(batchMessages([meeting('aigerim-sadykova', '2026-12-02T10:00:00.000Z')], {})[0]!)).toMatch(/^Оператор отменил 1 встречу\n/);
  });
});
