import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BOOK_MEETING_TOOL_NAME,
  createMeetingTools,
  MEETING_TIMES_TOOL_NAME,
  postJson,
  sayMeetingTime,
  type MeetingTimesResponse,
} from '@site/contracts';
import { managersSpeaking, MEETING_POLICY, type Language } from '@site/model';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { startTwin, type Twin } from '../../twin';
import { Knowledge } from '../knowledge';
import { LocalAgent, type AgentTools } from '../local-agent';

/**
 * The local agent books a meeting in the conversation through the widget's tools, against the
 * twin's real meetings function, the managers' calendars and the mail stand-ins: the times it offers
 * are the slot logic's, it books only after a yes, under the name and e-mail the visitor typed, and a
 * time taken in the meantime is answered with fresh ones.
 */

const output = captureOutput();
const KNOWLEDGE = Knowledge.read();
let twin: Twin;
let services: MeetingStandIns;

beforeAll(async () => {
  // Every booking here comes from one loopback provider, and the calendar's busy times are read back at once.
  Object.assign(process.env, { MEETINGS_PER_PROVIDER_PER_DAY: '1000', MEETINGS_PER_HOUR: '1000', MEETING_FREE_BUSY_CACHE_SECONDS: '0' });
  services = await startMeetingStandIns();
  twin = await startTwin({ backend: { log: () => undefined } });
}, 60_000);
afterAll(async () => {
  await twin?.close();
  await services?.close();
  output.restore();
});
beforeEach(() => output.clear());

const ZONE: Readonly<Record<Language, string>> = { en: 'Europe/London', ru: 'Asia/Almaty', uk: 'Europe/Kyiv', pl: 'Europe/Warsaw' };
const post = (path: Parameters<typeof postJson>[0], body: unknown) =>
  postJson(path, body, { fetch: (input, init) => fetch(`${twin.url}${String(input)}`, init) });

/** A conversation as the widget runs it: the visitor's words, the tools answered by the widget's handlers, each call noted. */
function conversation(language: Language) {
  const said: string[] = [];
  const calls: string[] = [];
  const handlers = createMeetingTools({
    language,
    timeZone: ZONE[language],
    pagePath: language === 'en' ? '/contacts' : `/${language === 'uk' ? 'ua' : language}/contacts`,
    visitorWords: () => said,
    post,
  });
  const tools: AgentTools = {
    contactTool: 'save_contact',
    openPageTool: 'open_page',
    meetingTimesTool: MEETING_TIMES_TOOL_NAME,
    bookMeetingTool: BOOK_MEETING_TOOL_NAME,
    call: async (name, parameters) => {
      calls.push(name);
      const handler = handlers[name];
      return handler ? { isError: false, result: await handler(parameters) } : undefined;
    },
  };
  const agent = new LocalAgent({ language, knowledge: KNOWLEDGE });
  return {
    calls,
    agent,
    say: async (text: string) => {
      said.push(text);
      return (await agent.reply(text, tools)).text;
    },
  };
}

/** The times the meetings function offers a visitor in `language` right now, as the agent should say them. */
async function freeTimes(language: Language): Promise<{ start: string; say: string }[]> {
  const answer = await post(API_PATHS.meetingTimes, { language, timeZone: ZONE[language], count: 3 });
  expect(answer.status).toBe(200);
  return (answer.body as MeetingTimesResponse).days
    .flatMap((day) => day.times)
    .map((time) => ({ start: time.start, say: sayMeetingTime(time.start, language, ZONE[language]) }));
}

/** The meetings each calendar of the managers speaking `language` holds for `email`. */
const heldFor = (language: Language, email: string) =>
  managersSpeaking(language).flatMap((manager) => services.calendar.events(services.calendarOf(manager)).filter((event) => event.attendees.includes(email)));

async function settled(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
}

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Each language's visitor: what they type to ask for a meeting, pick the second time, give a name and agree. */
const VISITOR: Readonly<Record<Language, { ask: string; second: string; name: string; yes: string; offered: RegExp; booked: RegExp; confirm: RegExp }>> = {
  en: {
    ask: 'Can I book a meeting with a manager?',
    second: 'The second one, please',
    name: 'Anna Kowalski',
    yes: 'Yes',
    offered: /^I can book you a 30-minute video meeting with a manager: .+\. Which time suits you\?$/,
    confirm:
      /^To confirm: a video meeting on .+ for Anna Kowalski\. The invitation goes to .+, and our privacy policy says how we keep it\. Shall I book it\?$/,
    booked: /^Booked: .+\. .+ will host the meeting, and the invitation with its link is on its way to /,
  },
  ru: {
    ask: 'Хочу встречу с менеджером',
    second: 'Давайте второй вариант',
    name: 'Айгерим Садыкова',
    yes: 'Да',
    offered: /^Могу записать вас на 30-минутную видеовстречу с менеджером: .+\. Какое время вам удобно\?$/,
    confirm: /^Проверим: видеовстреча\u00a0— .+, на имя Айгерим Садыкова\. Приглашение придёт на .+ Записываю\?$/,
    booked: /^Готово: .+\. Встречу проведёт .+, приглашение со ссылкой на встречу придёт на /,
  },
  uk: {
    ask: 'Запишіть мене на зустріч, будь ласка',
    second: 'Другий',
    name: 'Оксана Марчук',
    yes: 'Так',
    offered: /^Можу записати вас на 30-хвилинну відеозустріч із менеджером: .+\. Який час вам зручний\?$/,
    confirm: /^Перевірмо: відеозустріч\u00a0— .+, на ім’я Оксана Марчук\. Запрошення надійде на .+ Записую\?$/,
    booked: /^Готово: .+\. Зустріч проведе .+, запрошення з посиланням на зустріч надійде на /,
  },
  pl: {
    ask: 'Chciałbym umówić spotkanie',
    second: 'Drugi termin',
    name: 'Piotr Nowak',
    yes: 'Tak',
    offered: /^Mogę umówić 30-minutowe spotkanie wideo z menedżerem: .+\. Który termin będzie dogodny\?$/,
    confirm: /^Sprawdźmy: spotkanie wideo\u00a0– .+, na nazwisko Piotr Nowak\. Zaproszenie trafi na .+ Czy mam zarezerwować\?$/,
    booked: /^Gotowe: .+\. Spotkanie poprowadzi .+, a zaproszenie z linkiem do spotkania trafi na /,
  },
};

describe('the local agent books a meeting in the conversation', () => {
  for (const language of ['en', 'ru', 'uk', 'pl'] as const) {
    it(`in ${language}: offers the slot logic’s next free times, takes the visitor’s pick, name and e-mail, and books only after a yes`, async () => {
      const visitor = VISITOR[language];
      const free = await freeTimes(language);
      // Two or three times on different days: never an empty offer.
      expect(free.length).toBeGreaterThanOrEqual(2);
      expect(free.length).toBeLessThanOrEqual(3);
      const chat = conversation(language);
      const offer = await chat.say(visitor.ask);
      expect(offer).toMatch(visitor.offered);
      for (const time of free) expect(offer).toContain(time.say);

      const email = unique('visitor');
      const askedName = await chat.say(visitor.second);
      expect(askedName).toContain(free[1]!.say);
      expect(await chat.say(visitor.name)).not.toContain('@');
      const confirm = await chat.say(email);
      expect(confirm).toMatch(visitor.confirm);
      expect(confirm).toContain(free[1]!.say);
      expect(confirm).toContain(email);
      // Nothing is booked before the visitor says yes.
      expect(chat.calls).toEqual([MEETING_TIMES_TOOL_NAME]);

      const booked = await chat.say(visitor.yes);
      expect(booked).toMatch(visitor.booked);
      expect(booked).toContain(email);
      expect(chat.calls).toEqual([MEETING_TIMES_TOOL_NAME, BOOK_MEETING_TOOL_NAME]);
      expect(chat.agent.meeting.booked?.start).toBe(free[1]!.start);
      await settled(() => heldFor(language, email).length === 1);
      expect(Date.parse(heldFor(language, email)[0]!.start)).toBe(Date.parse(free[1]!.start));
      await settled(() => services.mail.mailTo(email).some((mail) => mail.calendarMethod === 'REQUEST'));
    });
  }

  it('opens no booking for a question that only uses the words', async () => {
    for (const [language, question] of [
      ['en', 'Does Lumi meet the GDPR?'],
      ['pl', 'Jak wygląda umowa?'],
    ] as const) {
      const chat = conversation(language);
      await chat.say(question);
      expect(chat.calls).toEqual([]);
    }
  });

  it('a "no" to the read-back books nothing', async () => {
    const chat = conversation('uk');
    await chat.say('Хочу зустріч');
    await chat.say('Перший');
    const email = unique('no');
    await chat.say(`Оксана Марчук, ${email}`);
    expect(await chat.say('Ні')).toBe('Добре, нічого не записую.');
    expect(chat.calls).toEqual([MEETING_TIMES_TOOL_NAME]);
    expect(services.mail.mailTo(email)).toEqual([]);
  });

  it('a time taken before the yes is answered with fresh times, one of which is then booked', async () => {
    const chat = conversation('ru');
    const offer = await chat.say('Можно созвониться с менеджером?');
    const [first] = await freeTimes('ru');
    expect(offer).toContain(first!.say);
    const email = unique('race');
    await chat.say(`Первый. Меня зовут Айгерим, почта ${email}`);
    // Meanwhile every manager who speaks Russian got busy at that time.
    const end = new Date(Date.parse(first!.start) + MEETING_POLICY.minutes * 60_000).toISOString();
    for (const manager of managersSpeaking('ru')) services.calendar.busy(services.calendarOf(manager), first!.start, end, 'Held for the test');
    const taken = await chat.say('Да');
    expect(taken).toMatch(/^Это время только что заняли\. Сейчас свободно: .+\. Какое вам подходит\?$/);
    expect(taken).not.toContain(first!.say);
    const fresh = await freeTimes('ru');
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(taken).toContain(fresh[0]!.say);
    expect(await chat.say('Первый')).toMatch(/^Проверим: видеовстреча\u00a0— /);
    expect(await chat.say('Да')).toMatch(/^Готово: /);
    expect(chat.agent.meeting.booked?.start).toBe(fresh[0]!.start);
    expect(services.mail.mailTo(email).length).toBeLessThanOrEqual(1);
  });
});

describe('the widget’s meeting tools', () => {
  it('refuse to book under a name or an e-mail the visitor never gave, and a time that was not offered', async () => {
    const said = ['I’d like a meeting', 'I am Anna'];
    const tools = createMeetingTools({ language: 'en', timeZone: 'Europe/London', pagePath: '/contacts', visitorWords: () => said, post });
    const offered = JSON.parse(await tools[MEETING_TIMES_TOOL_NAME]!({})) as { times: { start: string }[] };
    expect(offered.times.length).toBeGreaterThanOrEqual(2);
    const made = unique('made-up');
    const refused = JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!({ start: offered.times[0]!.start, name: 'Anna', email: made }));
    expect(refused).toMatchObject({ booked: false, reason: 'not_given_by_visitor' });
    said.push(`my e-mail is ${made.replace('@', ' at ').replace(/\.com$/, ' dot com')}`);
    const notOffered = JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!({ start: '2030-01-07T10:00:00+00:00', name: 'Anna', email: made }));
    expect(notOffered).toMatchObject({ booked: false, reason: 'not_offered' });
    expect(services.mail.mailTo(made)).toEqual([]);
    // Spoken aloud ("anna at example dot com"), the address is the visitor's own: it books.
    const booked = JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!({ start: offered.times[0]!.start, name: 'Anna', email: made }));
    expect(booked).toMatchObject({ booked: true, email: made });
  });
});
