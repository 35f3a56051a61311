import { describe, expect, it } from 'vitest';
import { bookingAfter, bookingToolAnswer, BookingError, changeBooking, freeTimesOf, type DemoBooking, type DemoDay } from '@site/contracts';
import { LANGUAGES, type Language } from '@site/model';
import { Knowledge } from '../knowledge';
import { LocalAgent, type AgentTools } from '../local-agent';
import { slotTimeIn } from '../receptionist';
import { RECEPTIONIST_REPLIES } from '../receptionist-replies';
import { REPLIES } from '../replies';

const KNOWLEDGE = Knowledge.read();

const DAY: DemoDay = {
  business: 'clinic',
  date: '2026-11-27',
  slots: [
    { time: '09:00', busy: true },
    { time: '09:30', busy: false },
    { time: '10:00', busy: true },
    { time: '10:30', busy: false },
    { time: '11:00', busy: false },
    { time: '11:30', busy: true },
    { time: '14:00', busy: false },
  ],
};

/**
 * The demo's card, as the agent's tool reaches it: its `book_slot` answered by the book's own rules
 * (`changeBooking`, as the demo's handler does), its schedule kept here. Without the tool (`onCall`),
 * the agent is on a call Lumi placed and keeps the book itself.
 */
function demoCard({ onCall = false } = {}) {
  const calls: Readonly<Record<string, string>>[] = [];
  let booking: DemoBooking | undefined;
  const tools: AgentTools = {
    contactTool: 'save_contact',
    openPageTool: 'open_page',
    ...(!onCall && { bookingTool: 'book_slot' }),
    call: async (name, parameters) => {
      expect(name).toBe('book_slot');
      calls.push(parameters);
      try {
        const change = changeBooking(DAY, booking, parameters);
        booking = bookingAfter(change);
        return { isError: false, result: bookingToolAnswer(change, 'Friday, 27 November') };
      } catch (error) {
        if (!(error instanceof BookingError)) throw error;
        return { isError: true, result: `Client tool execution failed: ${error.message}` };
      }
    },
  };
  return { tools, calls, booking: () => booking };
}

const receptionist = (language: Language) => new LocalAgent({ language, knowledge: KNOWLEDGE, freeTimes: freeTimesOf(DAY) });

/** A caller of each language: a request with a time, their name, a move to 11 in words, another time named, a cancellation, goodbye. */
const CALLER: Readonly<Record<Language, Readonly<Record<'request' | 'name' | 'move' | 'another' | 'yes' | 'cancel' | 'bye', string>>>> = {
  en: {
    request: 'I’d like to see a doctor tomorrow, ideally at 10:30.',
    name: 'Oksana Marchuk',
    move: 'Actually, can we move it to 11?',
    another: 'And 14:00?',
    yes: 'Yes, please.',
    cancel: 'Something came up, please cancel it.',
    bye: 'Thank you, goodbye.',
  },
  ru: {
    request: 'Хочу записаться к терапевту на завтра, на 10:30.',
    name: 'Оксана Марчук',
    move: 'Извините, а можно перенести на 11?',
    another: 'А на 14:00?',
    yes: 'Да, давайте.',
    cancel: 'Планы поменялись, отмените, пожалуйста.',
    bye: 'Спасибо, до свидания.',
  },
  uk: {
    request: 'Хочу записатися до терапевта на завтра, на 10:30.',
    name: 'Оксана Марчук',
    move: 'Вибачте, перенесіть мене, будь ласка, на 11.',
    another: 'А на 14:00?',
    yes: 'Так, будь ласка.',
    cancel: 'Щось змінилося, скасуйте, будь ласка.',
    bye: 'Дякую, до побачення.',
  },
  pl: {
    request: 'Chciałabym zapisać się do internisty na jutro, na 10:30.',
    name: 'Oksana Marchuk',
    move: 'Przepraszam, czy możemy przełożyć na 11?',
    another: 'A na 14:00?',
    yes: 'Tak, poproszę.',
    cancel: 'Coś mi wypadło, proszę odwołać wizytę.',
    bye: 'Dziękuję, do widzenia.',
  },
};

describe('the Lumi demo’s receptionist keeps the caller’s one visit', () => {
  for (const language of LANGUAGES) {
    const said = CALLER[language];
    const r = RECEPTIONIST_REPLIES[language];

    it(`in ${language}: books under the name given, moves the visit to 11 when asked, asks before another time, and cancels it`, async () => {
      const card = demoCard();
      const agent = receptionist(language);
      const reply = async (text: string) => (await agent.reply(text, card.tools)).text;

      expect(await reply(said.request)).toBe(REPLIES[language].askBookingName('10:30'));
      expect(await reply(said.name)).toBe(REPLIES[language].booked('10:30', said.name));
      // "Sorry, …" / «Вибачте, …» opens a sentence: no name of the caller's, and the visit is moved, not booked twice.
      expect(await reply(said.move)).toBe(r.moved('10:30', '11:00'));
      expect(card.booking()).toEqual({ time: '11:00', name: said.name });
      expect(agent.desk!.outcome).toEqual({ kind: 'moved', from: '10:30', time: '11:00' });
      expect(agent.taken.name).toBe(said.name);

      // Another time named alone is a move the caller is asked about.
      expect(await reply(said.another)).toBe(r.askMove('11:00', '14:00'));
      expect(await reply(said.yes)).toBe(r.moved('11:00', '14:00'));
      expect(card.booking()).toEqual({ time: '14:00', name: said.name });

      expect(await reply(said.cancel)).toBe(r.cancelled('14:00'));
      expect(card.booking()).toBeUndefined();
      expect(agent.desk!.outcome).toEqual({ kind: 'cancelled', time: '14:00' });
      expect(await agent.reply(said.bye, card.tools)).toEqual({ text: r.goodbyeNoVisit, endCall: true });

      expect(card.calls).toEqual([
        { action: 'book', time: '10:30', name: said.name },
        { action: 'move', time: '11:00' },
        { action: 'move', time: '14:00' },
        { action: 'cancel' },
      ]);
    });
  }

  it('as the buyer tried it: a move to a taken time is refused with free times, and the next time named moves the visit; no word becomes a name', async () => {
    const card = demoCard();
    const agent = receptionist('en');
    const reply = async (text: string) => (await agent.reply(text, card.tools)).text;
    expect(await reply('Hi, I’d like to see a cardiologist tomorrow, ideally at 10:30')).toBe(REPLIES.en.askBookingName('10:30'));
    expect(await reply('Oksana Marchuk')).toBe(REPLIES.en.booked('10:30', 'Oksana Marchuk'));
    expect(await reply('Actually, could you move me to 11:30? And is it a cardiologist?')).toBe(REPLIES.en.notFree('11:30', '09:30, 11:00, 14:00'));
    expect(await reply('11:00 please')).toBe(RECEPTIONIST_REPLIES.en.moved('10:30', '11:00'));
    expect(card.booking()).toEqual({ time: '11:00', name: 'Oksana Marchuk' });
    expect(agent.taken.name).toBe('Oksana Marchuk');
    expect(await agent.reply('No, that’s all, thanks', card.tools)).toEqual({ text: REPLIES.en.seeYou, endCall: true });
  });

  it('takes a name only as a name: introduced, alone when asked, or a full name before a comma; never a sentence’s first word', async () => {
    const card = demoCard();
    const ukrainian = receptionist('uk');
    expect((await ukrainian.reply('Вибачте, можна на 09:30?', card.tools)).text).toBe(REPLIES.uk.askBookingName('09:30'));
    expect(card.calls).toEqual([]);
    expect((await ukrainian.reply('Мене звати Оксана.', card.tools)).text).toBe(REPLIES.uk.booked('09:30', 'Оксана'));

    const english = receptionist('en');
    expect((await english.reply('Oksana Melnyk, 050 123 45 67. Is 10:30 free?', demoCard().tools)).text).toBe(REPLIES.en.booked('10:30', 'Oksana Melnyk'));
  });

  it('has nothing to cancel or move before a visit is booked, and never offers an empty list', async () => {
    const card = demoCard();
    const agent = receptionist('ru');
    expect((await agent.reply('Отмените мою запись', card.tools)).text).toBe(RECEPTIONIST_REPLIES.ru.nothingToCancel);
    const full = new LocalAgent({ language: 'ru', knowledge: KNOWLEDGE, freeTimes: [] });
    expect((await full.reply('Хочу записаться на завтра', card.tools)).text).toBe(RECEPTIONIST_REPLIES.ru.fullyBooked);
    expect(card.calls).toEqual([]);
  });

  it('on a call Lumi placed, where no page holds the schedule, keeps the book itself by the same rules', async () => {
    const call = demoCard({ onCall: true });
    const agent = receptionist('pl');
    const reply = async (text: string) => (await agent.reply(text, call.tools)).text;
    expect(await reply('Chciałabym zapisać się na jutro rano.')).toBe(REPLIES.pl.offer('09:30'));
    expect(await reply('Mam na imię Oksana.')).toBe(REPLIES.pl.booked('09:30', 'Oksana'));
    expect(await reply('Czy można przełożyć na 11:30?')).toBe(REPLIES.pl.notFree('11:30', '10:30, 11:00, 14:00'));
    expect(await reply('To może na 11?')).toBe(RECEPTIONIST_REPLIES.pl.moved('09:30', '11:00'));
    expect(agent.desk!.outcome).toEqual({ kind: 'moved', from: '09:30', time: '11:00' });
    expect(call.calls).toEqual([]);
  });
});

describe('the time a caller names', () => {
  it('reads a time of the day as they say it', () => {
    expect(slotTimeIn('can we move it to 11?')).toBe('11:00');
    expect(slotTimeIn('at 2 pm')).toBe('14:00');
    expect(slotTimeIn('at 2')).toBe('14:00');
    expect(slotTimeIn('9.30 please')).toBe('09:30');
    expect(slotTimeIn('перенесіть на 14')).toBe('14:00');
    expect(slotTimeIn('а можно в 11?')).toBe('11:00');
    expect(slotTimeIn('przełóż na 11')).toBe('11:00');
    expect(slotTimeIn('11')).toBe('11:00');
    expect(slotTimeIn('my number is 050 123 45 67')).toBeUndefined();
    expect(slotTimeIn('for 2026')).toBeUndefined();
    expect(slotTimeIn('tomorrow morning')).toBeUndefined();
  });
});
