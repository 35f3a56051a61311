import {
  bookingAfter,
  BookingError,
  changeBooking,
  freeTimesOf,
  slotTimesIn,
  type BookingChange,
  type DemoBooking,
  type DemoBookingOutcome,
  type DemoDay,
} from '@site/contracts';
import type { Language } from '@site/model';
import { RECEPTIONIST_REPLIES } from './receptionist-replies';
import { REPLIES } from './replies';
import { nameIn, says, timeIn } from './visitor-words';

/**
 * The Lumi demo's receptionist, for the local agent: it keeps the caller's one visit as the cloud
 * agent's prompt asks ("The receptionist demo"). It offers tomorrow morning's first free time or takes
 * the time the caller names, asks for their name, and books; then "can we move it to 11?" moves the
 * visit, "cancel it" cancels it, and another time named without either is asked about ("shall I move
 * it?"), never booked as a second visit. A name is only what the caller gives as one ("I'm Anna", or
 * their name alone when asked), never a word that opens another sentence ("Actually, …"). In the demo's
 * card the `book_slot` tool makes each change on the schedule; on a call Lumi placed, where no page
 * holds the schedule, it keeps the book itself by the same rules (`changeBooking`).
 */

/** A client tool's answer, as the agent reads it. */
interface Outcome {
  readonly isError: boolean;
  readonly result: string;
}

export interface ReceptionistTools {
  /** The demo's booking tool; absent on a call Lumi placed. */
  readonly bookingTool?: string;
  call(name: string, parameters: Readonly<Record<string, string>>): Promise<Outcome | undefined>;
}

export interface ReceptionistReply {
  readonly text: string;
  readonly endCall?: boolean;
}

const NOON = '12:00';
/** Before the first visit of any of the demo's businesses: "at 2" is two in the afternoon. */
const OPENS_HOUR = 8;
/** How many free times it names when it asks which suits. */
const OFFERED = 3;

const ASKS = {
  move: {
    en: /\b(?:move|reschedul\w*|change|switch|instead|make it|push it|bring it forward)\b/i,
    ru: /(?:перенес|перенест|перенос|поменя|измен|сдвин|вместо)/iu,
    uk: /(?:перенес|перенест|перенос|поміня|змін|зсун|замість)/iu,
    pl: /(?:przełóż|przełoż|przenieś|przenieść|przenies|zmień|zmienić|zamiast|przesuń|przesunąć)/iu,
  },
  cancel: {
    en: /\b(?:cancel\w*|call it off)\b/i,
    ru: /(?:отмен|отменит)/iu,
    uk: /(?:скасу|відмін)/iu,
    pl: /(?:odwoł|anuluj|odwołać)/iu,
  },
} as const satisfies Record<string, Record<Language, RegExp>>;

/** An hour said with the words that put a time ("to 11", «на 11», «о 14», „na 11”), or with am/pm, or alone. */
const HOUR_AFTER = /(?:^|[\s,(])(?:at|to|for|around|на|в|у|о|об|к|o|na|około|godz\.?)\s+([01]?\d|2[0-3])(?![\d:.]\d|\d)/iu;
const HOUR_MERIDIEM = /(?:^|[\s,(])(1[0-2]|0?[1-9])\s*(a\.?m\.?|p\.?m\.?)(?!\p{L})/iu;
const HOUR_ALONE = /^([01]?\d|2[0-3])(?:\s*(?:o['’]?clock|please|пожалуйста|будь ласка|proszę))?[\s.!?]*$/iu;

const hourTime = (hour: number) => `${String(hour < OPENS_HOUR ? hour + 12 : hour).padStart(2, '0')}:00`;

/** The time of day a caller names: "10:30", "at 11", "2 pm", «на 14», „o 9”; as HH:MM. */
export function slotTimeIn(text: string): string | undefined {
  const exact = timeIn(text);
  if (exact) return exact;
  const meridiem = HOUR_MERIDIEM.exec(text);
  if (meridiem) {
    const hour = Number(meridiem[1]) % 12;
    return `${String(meridiem[2]!.toLowerCase().startsWith('p') ? hour + 12 : hour).padStart(2, '0')}:00`;
  }
  const hour = HOUR_AFTER.exec(text) ?? HOUR_ALONE.exec(text.trim());
  return hour ? hourTime(Number(hour[1])) : undefined;
}

export class Receptionist {
  private readonly r;
  private readonly shared;
  /** The day as the agent knows it: the free times of its `schedule`. */
  private readonly day: DemoDay;
  private name: string | undefined;
  private nameAsked = false;
  private booking: DemoBooking | undefined;
  /** A time offered, or named by the caller, to book once they agree and give their name. */
  private proposed: string | undefined;
  /** The caller asked to move the visit and is to name the time. */
  private moving = false;
  /** Another time the caller named while holding a visit: asked whether to move it there. */
  private moveTo: string | undefined;
  /** The visit's first time, and the time of the last one cancelled: what the call did. */
  private firstTime: string | undefined;
  private cancelledTime: string | undefined;

  constructor(
    private readonly language: Language,
    freeTimes: readonly string[],
  ) {
    this.r = RECEPTIONIST_REPLIES[language];
    this.shared = REPLIES[language];
    this.day = { business: 'clinic', date: '', slots: freeTimes.map((time) => ({ time, busy: false })) };
  }

  /** What the conversation did to the caller's visit. */
  get outcome(): DemoBookingOutcome {
    if (this.booking) {
      return this.firstTime && this.firstTime !== this.booking.time
        ? { kind: 'moved', from: this.firstTime, time: this.booking.time }
        : { kind: 'booked', time: this.booking.time };
    }
    return this.cancelledTime ? { kind: 'cancelled', time: this.cancelledTime } : { kind: 'none' };
  }

  /** The name the caller gave, if any. */
  get callerName(): string | undefined {
    return this.name;
  }

  private free(): string[] {
    return freeTimesOf(this.day, this.booking?.time);
  }

  /** A few free times to offer: the first of the day. */
  private someFree(): string {
    return this.free().slice(0, OFFERED).join(', ');
  }

  async reply(text: string, tools: ReceptionistTools): Promise<ReceptionistReply> {
    const { language, r, shared } = this;
    if (says('goodbye', text, language)) return { text: this.booking ? shared.seeYou : r.goodbyeNoVisit, endCall: true };
    const yes = says('yes', text, language);
    const no = says('no', text, language);
    const name = nameIn(text, this.nameAsked, { beforeComma: 'fullName' });
    if (name) this.name = name;
    const time = slotTimeIn(text);
    if (ASKS.cancel[language].test(text)) {
      this.moving = false;
      this.moveTo = undefined;
      this.proposed = undefined;
      return { text: this.booking ? await this.change({ action: 'cancel' }, tools) : r.nothingToCancel };
    }
    if (this.booking) return this.withVisit(this.booking, text, time, yes, no, tools);
    return this.toBook(time, no, tools);
  }

  /** The caller holds a visit: a time with a wish to move it moves it; another time alone is asked about; a move without a time asks for one. */
  private async withVisit(booking: DemoBooking, text: string, time: string | undefined, yes: boolean, no: boolean, tools: ReceptionistTools) {
    const { r } = this;
    const move = ASKS.move[this.language].test(text);
    if (time && time !== booking.time && (move || this.moving)) return { text: await this.change({ action: 'move', time }, tools) };
    if (time && time !== booking.time) {
      this.moveTo = time;
      return { text: r.askMove(booking.time, time) };
    }
    if (this.moveTo && yes) return { text: await this.change({ action: 'move', time: this.moveTo }, tools) };
    if (this.moveTo && no) {
      this.moveTo = undefined;
      return { text: r.kept(booking.time) };
    }
    if (move) {
      this.moving = true;
      return { text: r.askMoveTime(booking.time, this.someFree()) };
    }
    // "Anything else?" answered no: the call is done.
    if (no) return { text: this.shared.seeYou, endCall: true };
    return { text: r.stillBooked(booking.time) };
  }

  /** No visit yet: the time named, or the first free one of the morning, offered; the name asked for; then booked. */
  private async toBook(time: string | undefined, no: boolean, tools: ReceptionistTools): Promise<ReceptionistReply> {
    const { r, shared } = this;
    if (time) this.proposed = time;
    else if (no && this.proposed) {
      this.proposed = undefined;
      return { text: shared.askTime(this.someFree()) };
    } else if (no && this.cancelledTime) return { text: r.goodbyeNoVisit, endCall: true };
    if (!this.proposed) {
      // A time of its own choosing is offered, never booked unasked.
      const free = this.free();
      this.proposed = free.find((candidate) => candidate < NOON) ?? free[0];
      if (!this.proposed) return { text: r.fullyBooked };
      if (this.name) return { text: r.offerTo(this.proposed) };
      this.nameAsked = true;
      return { text: shared.offer(this.proposed) };
    }
    if (!this.name) {
      this.nameAsked = true;
      return { text: shared.askBookingName(this.proposed) };
    }
    return { text: await this.change({ action: 'book', time: this.proposed, name: this.name }, tools) };
  }

  /**
   * Makes a change to the visit: with the demo's tool, which changes its schedule, or by the book's
   * own rules on a call; and answers by how it went, offering the free times a refusal names.
   */
  private async change(parameters: Readonly<Record<string, string>>, tools: ReceptionistTools): Promise<string> {
    let change: BookingChange;
    if (tools.bookingTool) {
      const outcome = await tools.call(tools.bookingTool, parameters);
      // As the agent's model would read the tool's error: the free times it names are what to offer.
      if (!outcome || outcome.isError) return this.refused(parameters, outcome ? slotTimesIn(outcome.result) : this.free());
      change = this.followed(parameters);
    } else {
      try {
        change = changeBooking(this.day, this.booking, parameters);
      } catch (error) {
        if (!(error instanceof BookingError)) throw error;
        return this.refused(parameters, slotTimesIn(error.message));
      }
    }
    this.booking = bookingAfter(change);
    this.moving = false;
    this.moveTo = undefined;
    this.proposed = undefined;
    const { time, name } = change.booking;
    if (change.kind === 'cancelled') {
      this.cancelledTime = time;
      this.firstTime = undefined;
      return this.r.cancelled(time);
    }
    if (change.kind === 'moved') return this.r.moved(change.from, time);
    this.firstTime = time;
    this.cancelledTime = undefined;
    return name ? this.shared.booked(time, name) : this.r.bookedNoName(time);
  }

  /** The change the demo's tool made, as the agent's own copy of the book follows it (the demo's day may hold a time its schedule did not list). */
  private followed(parameters: Readonly<Record<string, string>>): BookingChange {
    try {
      return changeBooking(this.day, this.booking, parameters);
    } catch {
      const current = this.booking;
      const booking = { time: parameters.time ?? current?.time ?? '', name: parameters.name ?? current?.name ?? null };
      if (parameters.action === 'cancel' && current) return { kind: 'cancelled', booking: current };
      if (parameters.action === 'move' && current) return { kind: 'moved', from: current.time, booking };
      return { kind: 'booked', booking };
    }
  }

  private refused(parameters: Readonly<Record<string, string>>, named: readonly string[]): string {
    const asked = parameters.time ?? '';
    this.proposed = undefined;
    // A refused move keeps the wish: the next time named moves the visit.
    this.moving = parameters.action === 'move';
    this.moveTo = undefined;
    // Never an empty list: the times the refusal named, else the day's own.
    const offered = (named.length ? named : this.free()).filter((free) => free !== asked);
    return offered.length ? this.shared.notFree(asked, offered.join(', ')) : this.r.fullyBooked;
  }
}
