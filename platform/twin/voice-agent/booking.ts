import type { BookMeetingToolResult, MeetingTimesToolResult, ToolMeetingTime } from '@site/contracts';
import type { Language } from '@site/model';
import { nameIn, says, timeIn } from './visitor-words';
import { asksForReference } from './buyer-questions';

/**
 * The local agent books a meeting with a manager in the conversation, as the cloud agent's prompt
 * asks (`agent/src/meeting-tools.ts`): it asks the widget's `meeting_times` tool for the next free
 * times and offers them, takes the time the visitor picks, the name and the e-mail they typed or
 * said (never one of its own), reads them back, and only after a yes calls `book_meeting`. A time
 * taken in the meantime is answered with the fresh times the booking returned.
 */

/** The widget's tools the dialogue calls, by the names the agent's definition gives them. */
export interface MeetingTools {
  readonly meetingTimesTool?: string;
  readonly bookMeetingTool?: string;
  call(name: string, parameters: Readonly<Record<string, string>>): Promise<{ readonly isError: boolean; readonly result: string } | undefined>;
}

type Stage = 'idle' | 'choosing' | 'name' | 'email' | 'confirming';

/** A visitor's wish for a meeting at a set time, in each language. */
const WANTS_MEETING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:meeting|meet (?:a |the |your )?(?:manager|team|someone)|book (?:a |an )?(?:call|demo|time|slot)|schedule (?:a )?(?:call|demo)|appointment|video call|(?:talk|speak) (?:to|with) (?:someone|somebody|a person|a human|a manager|your (?:team|sales))|someone (?:from|on) your team)\b/i,
  ru: /(?:встреч|созвон|видеозвон|(?:поговорить|пообщаться|побеседовать) с (?:кем|человеком|менеджер|командой|вашей командой)|запиш(?:ите|и)(?:те)? меня|записаться|назначить (?:звонок|созвон|демо))/iu,
  uk: /(?:зустріч|відеодзвін|(?:поговорити|поспілкуватися) (?:з|із) (?:кимось|кимсь|людиною|менеджер|командою|вашою командою)|запиш(?:іть|и) мене|записатися|призначити (?:дзвінок|демо))/iu,
  pl: /(?:spotkani|umów|(?:porozmawiać|pogadać) z (?:kimś|człowiekiem|handlowc|zespołem|waszym zespołem)|umówić|zarezerw|wideorozmow|rozmow[ęy] wideo)/iu,
};

/** "Can patients book on a Sunday?", «Клієнти зможуть записатися?»: a question about the visitor's own clients booking with them, not a wish for a meeting. */
const OTHERS_BOOKING =
  /(?:(?:patients?|customers?|clients?|пациент\p{L}*|клиент\p{L}*|покупател\p{L}*|пацієнт\p{L}*|клієнт\p{L}*|покупц\p{L}*|pacjen\p{L}*|klien\p{L}*)\s+(?:\p{L}+\s+){0,2}(?:book|schedule|make an appointment|записат|записыва|записув|umówi|umawia|zarezerw|zapis))/iu;

/** "The first", "the second", "the third" of the times offered, in each language. */
const ORDINALS: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [/\b(?:first|1st)\b/i, /\b(?:second|2nd)\b/i, /\b(?:third|3rd|last)\b/i],
  ru: [/перв/iu, /втор/iu, /трет|последн/iu],
  uk: [/перш/iu, /друг/iu, /трет|останн/iu],
  pl: [/pierwsz/iu, /drug/iu, /trzec|ostatni/iu],
};

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u;

/** An address said aloud on a call, as a transcript writes it: «anna dot kowalska at example dot com», «oksana крапка koval равлик example крапка com». */
const SPOKEN_AT = '(?:at|собака|собачка|равлик|małpa|malpa)';
const SPOKEN_DOT = '(?:dot|точка|крапка|kropka)';
const SPOKEN_EMAIL = new RegExp(
  `([\\p{L}\\d_%+-]+(?:\\s+${SPOKEN_DOT}\\s+[\\p{L}\\d_%+-]+)*)\\s+${SPOKEN_AT}\\s+([\\p{L}\\d-]+(?:\\s+${SPOKEN_DOT}\\s+[\\p{L}\\d-]+)+)`,
  'iu',
);

/** The e-mail a turn holds, typed or spoken. */
function emailIn(text: string): string | undefined {
  const typed = EMAIL.exec(text)?.[0];
  if (typed) return typed;
  const spoken = SPOKEN_EMAIL.exec(text);
  if (!spoken) return undefined;
  const written = (part: string) => part.replace(new RegExp(`\\s+${SPOKEN_DOT}\\s+`, 'giu'), '.');
  return `${written(spoken[1]!)}@${written(spoken[2]!)}`.toLowerCase();
}

interface MeetingWords {
  offer(times: string): string;
  noTimes: string;
  whichOne(times: string): string;
  askName(time: string): string;
  askEmail(name: string): string;
  emailAgain: string;
  confirm(time: string, name: string, email: string): string;
  booked(time: string, manager: string, email: string): string;
  taken(times: string): string;
  notBooked: string;
  failed: string;
}

/** What the local agent says while it books, in each language (the content lints read every sentence: `tests/unit/told-copy.ts`). */
export const MEETING_WORDS: Readonly<Record<Language, MeetingWords>> = {
  en: {
    offer: (times) => `I can book you a 30-minute video meeting with a manager: ${times}. Which time suits you?`,
    noTimes: 'I can’t see a free time with a manager in the next working days. Leave your phone number and a manager will call you back.',
    whichOne: (times) => `Please choose one of these times: ${times}.`,
    askName: (time) => `${capitalized(time)} it is. What name shall I book the meeting under?`,
    askEmail: (name) => `Thank you, ${name}. Which email address shall I send the invitation to?`,
    emailAgain: 'That doesn’t look like an email address. Please type it as name@company.com.',
    confirm: (time, name, email) =>
      `To confirm: a video meeting on ${time} for ${name}. The invitation goes to ${email}, and our privacy policy says how we keep it. Shall I book it?`,
    booked: (time, manager, email) => `Booked: ${time}. ${manager} will host the meeting, and the invitation with its link is on its way to ${email}.`,
    taken: (times) => `That time has just been taken. Free now: ${times}. Which one suits you?`,
    notBooked: 'All right, I haven’t booked anything.',
    failed: 'Sorry, I couldn’t book the meeting just now. A manager can call you back instead: just leave your phone number.',
  },
  ru: {
    offer: (times) => `Могу записать вас на 30-минутную видеовстречу с менеджером: ${times}. Какое время вам удобно?`,
    noTimes: 'В ближайшие рабочие дни у менеджеров нет свободного времени. Оставьте номер телефона, и менеджер вам перезвонит.',
    whichOne: (times) => `Выберите, пожалуйста, один из вариантов: ${times}.`,
    askName: (time) => `Хорошо: ${time}. На какое имя записать встречу?`,
    askEmail: (name) => `Спасибо, ${name}. На какой адрес электронной почты отправить приглашение?`,
    emailAgain: 'Похоже, это не адрес электронной почты. Напишите его, пожалуйста, в виде name@company.com.',
    confirm: (time, name, email) =>
      `Проверим: видеовстреча\u00a0— ${time}, на имя ${name}. Приглашение придёт на ${email}, а как мы храним данные, сказано в политике конфиденциальности. Записываю?`,
    booked: (time, manager, email) => `Готово: ${time}. Встречу проведёт ${manager}, приглашение со ссылкой на встречу придёт на ${email}.`,
    taken: (times) => `Это время только что заняли. Сейчас свободно: ${times}. Какое вам подходит?`,
    notBooked: 'Хорошо, ничего не записываю.',
    failed: 'Извините, сейчас не получилось записать вас на встречу. Оставьте номер телефона, и менеджер перезвонит.',
  },
  uk: {
    offer: (times) => `Можу записати вас на 30-хвилинну відеозустріч із менеджером: ${times}. Який час вам зручний?`,
    noTimes: 'Найближчими робочими днями менеджери не мають вільного часу. Залиште номер телефону, і менеджер вам передзвонить.',
    whichOne: (times) => `Оберіть, будь ласка, один із варіантів: ${times}.`,
    askName: (time) => `Добре: ${time}. На яке ім’я записати зустріч?`,
    askEmail: (name) => `Дякую, ${name}. На яку адресу електронної пошти надіслати запрошення?`,
    emailAgain: 'Схоже, це не адреса електронної пошти. Напишіть її, будь ласка, у вигляді name@company.com.',
    confirm: (time, name, email) =>
      `Перевірмо: відеозустріч\u00a0— ${time}, на ім’я ${name}. Запрошення надійде на ${email}, а як ми зберігаємо дані, сказано в політиці конфіденційності. Записую?`,
    booked: (time, manager, email) => `Готово: ${time}. Зустріч проведе ${manager}, запрошення з посиланням на зустріч надійде на ${email}.`,
    taken: (times) => `Цей час щойно зайняли. Зараз вільно: ${times}. Який вам підходить?`,
    notBooked: 'Добре, нічого не записую.',
    failed: 'Вибачте, зараз не вдалося записати вас на зустріч. Залиште номер телефону, і менеджер передзвонить.',
  },
  pl: {
    offer: (times) => `Mogę umówić 30-minutowe spotkanie wideo z menedżerem: ${times}. Który termin będzie dogodny?`,
    noTimes: 'W najbliższych dniach roboczych nie widzę wolnego terminu. Proszę zostawić numer telefonu, a menedżer oddzwoni.',
    whichOne: (times) => `Proszę wybrać jeden z terminów: ${times}.`,
    askName: (time) => `Dobrze: ${time}. Na jakie imię i nazwisko zapisać spotkanie?`,
    askEmail: () => 'Dziękuję. Na jaki adres e-mail wysłać zaproszenie?',
    emailAgain: 'To nie wygląda na adres e-mail. Proszę wpisać go w postaci name@company.com.',
    confirm: (time, name, email) =>
      `Sprawdźmy: spotkanie wideo\u00a0– ${time}, na nazwisko ${name}. Zaproszenie trafi na ${email}, a to, jak przechowujemy dane, opisuje polityka prywatności. Czy mam zarezerwować?`,
    booked: (time, manager, email) => `Gotowe: ${time}. Spotkanie poprowadzi ${manager}, a zaproszenie z linkiem do spotkania trafi na ${email}.`,
    taken: (times) => `Ten termin właśnie został zajęty. Wolne są teraz: ${times}. Który wybrać?`,
    notBooked: 'Dobrze, niczego nie rezerwuję.',
    failed: 'Przepraszam, nie udało się teraz umówić spotkania. Menedżer może oddzwonić: wystarczy zostawić numer telefonu.',
  },
};

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export class MeetingDialogue {
  private stage: Stage = 'idle';
  private offered: readonly ToolMeetingTime[] = [];
  private chosen: ToolMeetingTime | undefined;
  private name: string | undefined;
  private email: string | undefined;
  private readonly words: MeetingWords;
  /** The meeting booked in this conversation, for its analysis. */
  booked: { readonly start: string; readonly email: string } | undefined;

  constructor(private readonly language: Language) {
    this.words = MEETING_WORDS[language];
  }

  /** The dialogue's answer to a turn: none when the turn is not about a meeting and none is being booked. */
  async reply(text: string, tools: MeetingTools): Promise<string | undefined> {
    if (!tools.meetingTimesTool || !tools.bookMeetingTool) return undefined;
    if (this.stage === 'idle') {
      // "Talk to one of your clients" asks for a reference, not a meeting with us.
      if (!WANTS_MEETING[this.language].test(text) || OTHERS_BOOKING.test(text) || asksForReference(text, this.language)) return undefined;
      this.noteContact(text, false);
      return this.offer(tools);
    }
    if (this.stage !== 'confirming' && says('no', text, this.language) && !this.pickedIn(text)) return this.drop();
    switch (this.stage) {
      case 'choosing': {
        const picked = this.pickedIn(text);
        if (!picked) return this.words.whichOne(this.list(this.offered));
        this.chosen = picked;
        this.noteContact(text, false);
        return this.next();
      }
      case 'name':
        this.noteContact(text, true);
        return this.next();
      case 'email': {
        this.noteContact(text, false);
        return this.email ? this.next() : this.words.emailAgain;
      }
      case 'confirming': {
        if (says('yes', text, this.language)) return this.book(tools);
        if (says('no', text, this.language)) return this.drop();
        // A correction ("no, anna@firm.pl"): the new time, name or address, read back again.
        this.chosen = this.pickedIn(text) ?? this.chosen;
        this.noteContact(text, false);
        return this.next();
      }
    }
  }

  private drop(): string {
    this.stage = 'idle';
    return this.words.notBooked;
  }

  /** The name and the e-mail the visitor's turn holds; a bare name only when the agent asked for one. */
  private noteContact(text: string, nameAsked: boolean): void {
    const email = emailIn(text);
    if (email) this.email = email;
    const name = nameIn(email ? text.replace(EMAIL, '').replace(SPOKEN_EMAIL, '') : text, nameAsked);
    if (name) this.name = name;
  }

  private async offer(tools: MeetingTools): Promise<string> {
    const outcome = await tools.call(tools.meetingTimesTool!, {});
    const result = outcome && !outcome.isError ? parsed<MeetingTimesToolResult>(outcome.result) : undefined;
    if (!result?.times?.length) {
      this.stage = 'idle';
      return this.words.noTimes;
    }
    this.offered = result.times;
    this.stage = 'choosing';
    return this.words.offer(this.list(result.times));
  }

  /** What the visitor still has to give, or the booking read back for a yes. */
  private next(): string {
    const time = this.chosen!;
    if (!this.name) {
      this.stage = 'name';
      return this.words.askName(time.say);
    }
    if (!this.email) {
      this.stage = 'email';
      return this.words.askEmail(this.name);
    }
    this.stage = 'confirming';
    return this.words.confirm(time.say, this.name, this.email);
  }

  private async book(tools: MeetingTools): Promise<string> {
    const time = this.chosen!;
    const outcome = await tools.call(tools.bookMeetingTool!, { start: time.start, name: this.name!, email: this.email! });
    const result = outcome && !outcome.isError ? parsed<BookMeetingToolResult>(outcome.result) : undefined;
    if (result?.booked) {
      this.stage = 'idle';
      this.booked = { start: result.time.start, email: result.email };
      return this.words.booked(result.time.say, result.manager, result.email);
    }
    if (result && result.times.length) {
      this.offered = result.times;
      this.chosen = undefined;
      this.stage = 'choosing';
      return this.words.taken(this.list(result.times));
    }
    this.stage = 'idle';
    return this.words.failed;
  }

  /** The offered time a turn names: by its clock time ("10:30"), its day ("on Wednesday"), or its place in the list ("the second"). */
  private pickedIn(text: string): ToolMeetingTime | undefined {
    const lower = text.toLocaleLowerCase(this.language);
    const byDay = this.offered.filter((time) => {
      const day = time.say.split(/[,\s]/u)[0]!.toLocaleLowerCase(this.language);
      return day.length > 3 && lower.includes(day.slice(0, 4));
    });
    const clock = timeIn(text);
    const byClock = clock ? (byDay.length ? byDay : this.offered).filter((time) => time.say.includes(clock)) : [];
    if (byClock.length || byDay.length) return byClock[0] ?? byDay[0];
    const place = ORDINALS[this.language].findIndex((ordinal) => ordinal.test(text));
    return place >= 0 ? (place === 2 ? this.offered.at(-1) : this.offered[place]) : undefined;
  }

  /** The times as a sentence lists choices, apart by semicolons (each holds a comma): «вторник, 1 декабря в 10:00; … или четверг, 3 декабря в 10:00». */
  private list(times: readonly ToolMeetingTime[]): string {
    const said = times.map((time) => time.say);
    return said.length > 1 ? `${said.slice(0, -1).join('; ')} ${OR[this.language]} ${said.at(-1)}` : (said[0] ?? '');
  }
}

const OR: Readonly<Record<Language, string>> = { en: 'or', ru: 'или', uk: 'або', pl: 'lub' };

function parsed<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
