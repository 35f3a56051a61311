import { phonesIn, slotTimesIn, type PhoneCountry } from '@site/contracts';
import { localizePath, type Language } from '@site/model';
import type { Found, Knowledge, PageRef } from './knowledge';
import { REPLIES } from './replies';
import { kindAskedFor, nameIn, says, timeIn, withoutAsking } from './visitor-words';

/**
 * The local agent: what answers a visitor on a machine without ElevenLabs, where a model would.
 * It answers a question from the knowledge base the cloud agent is given (the best passages,
 * condensed to a sentence or two, with the page they come from offered, or opened when the visitor
 * asks to see something), says so when nothing there answers and offers a manager, and takes a
 * contact only from what the visitor said in this conversation: a phone found in their words, a
 * name they gave, asked for when missing and confirmed before it is saved. As the Lumi demo's
 * receptionist it books under the name the visitor gave, and asks for it when it is missing.
 */

/** A client tool's answer as the agent reads it: an error, or the tool's result. */
export interface ToolOutcome {
  readonly isError: boolean;
  readonly result: string;
}

/** What the agent may do besides answering: call the site's client tools by the definition's names. */
export interface AgentTools {
  readonly contactTool: string;
  readonly openPageTool: string;
  readonly bookingTool?: string;
  call(name: string, parameters: Readonly<Record<string, string>>): Promise<ToolOutcome | undefined>;
}

export interface AgentReply {
  readonly text: string;
  readonly endCall?: boolean;
}

export interface LocalAgentOptions {
  readonly language: Language;
  readonly knowledge: Knowledge;
  /** Where a phone written nationally is read (the page's language's country). */
  readonly phoneCountry?: PhoneCountry;
  /** The Lumi demo's free times, when the agent is its receptionist. */
  readonly freeTimes?: readonly string[];
}

/** A passage that holds less of the question than this answers something else. */
const ENOUGH_COVERAGE = 0.5;
/** A second passage of the same section is added when it holds nearly as much. */
const SECOND_PASSAGE_SHARE = 0.9;
const MAX_ANSWER_CHARS = 360;
const NOON = '12:00';

type ContactStage = 'idle' | 'collecting' | 'confirming';

export class LocalAgent {
  private readonly replies;
  private contactStage: ContactStage = 'idle';
  private phone: string | undefined;
  private name: string | undefined;
  private nameAsked = false;
  /** The page its last answer offered to open. */
  private offered: PageRef | undefined;
  private freeTimes: string[];
  private time: string | undefined;
  private readonly asked: string[] = [];
  /** What the conversation did, for its post-call analysis. */
  readonly taken: { phone?: string; name?: string; booked?: boolean; products: Set<string> } = { products: new Set() };

  constructor(private readonly options: LocalAgentOptions) {
    this.replies = REPLIES[options.language];
    this.freeTimes = [...(options.freeTimes ?? [])];
  }

  get receptionist(): boolean {
    return this.options.freeTimes !== undefined;
  }

  /** The visitor's questions so far, as the analysis quotes them. */
  get questions(): string {
    return this.asked
      .slice(0, 2)
      .map((question) => `«${question}»`)
      .join('; ');
  }

  /** The agent's answer to one turn of the visitor's (typed, or what they are taken to have said). */
  async reply(turn: string, tools: AgentTools): Promise<AgentReply> {
    const text = turn.trim();
    return this.receptionist ? this.asReceptionist(text, tools) : this.asAssistant(text, tools);
  }

  private async asAssistant(text: string, tools: AgentTools): Promise<AgentReply> {
    const { language } = this.options;
    const r = this.replies;
    const phones = phonesIn(text, this.options.phoneCountry);
    const name = nameIn(text, this.nameAsked);
    if (this.contactStage === 'confirming' && !phones.length) {
      if (says('yes', text, language)) return { text: await this.saveContact(tools) };
      if (says('no', text, language)) {
        this.contactStage = 'idle';
        return { text: r.notSaved };
      }
    }
    if (phones.length || (this.contactStage === 'collecting' && name) || (this.contactStage === 'idle' && says('callBack', text, language))) {
      // The last phone of the turn: a visitor who corrects themselves writes the right one last.
      if (phones.length) this.phone = phones.at(-1);
      if (name) this.name = name;
      return { text: this.nextContactStep() };
    }
    if (says('goodbye', text, language)) return { text: r.goodbye, endCall: true };
    if (says('greeting', text, language)) return { text: r.greeting };
    if (says('thanks', text, language)) return { text: r.thanks };
    if (this.offered && says('yes', text, language)) {
      const page = this.offered;
      this.offered = undefined;
      return { text: await this.open(page, tools) };
    }
    this.asked.push(text);
    if (says('show', text, language)) return { text: await this.show(text, tools) };
    return { text: this.answer(text) };
  }

  /** Asks for what the contact still lacks (a phone; a name, once), or confirms it before saving. */
  private nextContactStep(): string {
    const r = this.replies;
    if (!this.phone) {
      this.contactStage = 'collecting';
      if (this.name) return r.askPhone(this.name);
      this.nameAsked = true;
      return r.askContact;
    }
    if (!this.name && !this.nameAsked) {
      this.contactStage = 'collecting';
      this.nameAsked = true;
      return r.askName;
    }
    this.contactStage = 'confirming';
    return r.confirm(this.phone, this.name);
  }

  private async saveContact(tools: AgentTools): Promise<string> {
    const phone = this.phone!;
    this.contactStage = 'idle';
    const outcome = await tools.call(tools.contactTool, { phone, ...(this.name && { name: this.name }) });
    // As the agent's model would read it: an error, or the tool's failure sentence (the widget's replies are Russian), is a failure.
    if (!outcome || outcome.isError || /ошибк/i.test(outcome.result)) return this.replies.saveFailed;
    this.taken.phone = phone;
    if (this.name) this.taken.name = this.name;
    return this.replies.saved(this.name);
  }

  /** The best passages, condensed, with their page offered; or that the site does not say. */
  private answer(question: string): string {
    const found = this.options.knowledge.search(this.options.language, question);
    const best = found[0];
    if (!best || best.coverage < ENOUGH_COVERAGE) {
      this.offered = undefined;
      return this.replies.notFound;
    }
    const answer = condensed(best, found, this.options.knowledge.wordsOf(this.options.language, question));
    this.note(best.passage.page);
    this.offered = best.passage.page;
    return best.passage.page ? `${answer} ${this.replies.more(this.localized(best.passage.page))}` : answer;
  }

  /** A request to see something: the best passage's page, of the kind asked for, opened, and what it says. */
  private async show(request: string, tools: AgentTools): Promise<string> {
    const { knowledge, language } = this.options;
    const wanted = withoutAsking(request);
    const kind = kindAskedFor(request);
    const found = knowledge.search(language, wanted, kind).filter((candidate) => candidate.passage.page);
    const best = found[0];
    if (!best?.passage.page || best.coverage < ENOUGH_COVERAGE) return this.replies.nothingToShow;
    this.note(best.passage.page);
    const opened = await this.open(best.passage.page, tools);
    return `${opened} ${condensed(best, found, knowledge.wordsOf(language, wanted))}`;
  }

  private async open(page: PageRef, tools: AgentTools): Promise<string> {
    const outcome = await tools.call(tools.openPageTool, { page: page.id, ...(page.slug !== undefined && { slug: page.slug }) });
    return outcome && !outcome.isError ? this.replies.opened(this.localized(page)) : this.replies.openFailed;
  }

  private localized(page: PageRef): string {
    return localizePath(page.path, this.options.language);
  }

  private note(page: PageRef | undefined): void {
    if (page?.id === 'product' && page.slug) this.taken.products.add(page.slug);
  }

  private async asReceptionist(text: string, tools: AgentTools): Promise<AgentReply> {
    const { language } = this.options;
    const r = this.replies;
    if (says('goodbye', text, language) || (this.taken.booked && says('no', text, language))) return { text: r.seeYou, endCall: true };
    const name = nameIn(text, this.nameAsked);
    if (name) this.name = name;
    const named = timeIn(text);
    if (named) this.time = named;
    if (!this.time) {
      // A request with no time: the first free time of the morning, offered, and the name asked for.
      this.time = this.freeTimes.find((time) => time < NOON) ?? this.freeTimes[0];
      if (!this.time) return { text: r.askTime('—') };
      if (!this.name) {
        this.nameAsked = true;
        return { text: r.offer(this.time) };
      }
    }
    if (!this.name) {
      this.nameAsked = true;
      return { text: r.askBookingName(this.time) };
    }
    return { text: await this.book(tools) };
  }

  /** Books the chosen time under the name the visitor gave, and answers by how it went. */
  private async book(tools: AgentTools): Promise<string> {
    const time = this.time!;
    const name = this.name!;
    if (!tools.bookingTool) return this.replies.notFree(time, this.freeTimes.join(', '));
    const outcome = await tools.call(tools.bookingTool, { time, name });
    if (outcome && !outcome.isError) {
      this.freeTimes = this.freeTimes.filter((free) => free !== time);
      this.taken.booked = true;
      this.taken.name = name;
      return this.replies.booked(time, name);
    }
    // As the agent's model would read the tool's error: the free times it names are what to offer.
    const offered = outcome ? slotTimesIn(outcome.result).filter((free) => free !== time) : this.freeTimes;
    this.time = undefined;
    return this.replies.notFree(time, offered.join(', '));
  }
}

/** A text's sentences: split after a full stop and before a capital, not after an abbreviation ("sp. z o.o.", "m.st. Warszawy"). */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?…]\s+(?=[\p{Lu}«"“(\d])/gu)) {
    const before = text.slice(start, end.index + 1);
    if (/(?:^|[\s(])[\p{Ll}.]{1,4}\.$/u.test(before) && !/[!?…]$/u.test(before)) continue;
    sentences.push(before.trim());
    start = end.index + end[0].length;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}

/**
 * An answer of a sentence or two from the best passage (and the next one of its section when it
 * holds nearly as much): the sentences that hold the question's words, in their order, cut at a
 * sentence's end; the passage's first sentence when none does.
 */
function condensed(best: Found, found: readonly Found[], words: readonly string[]): string {
  const second = found.find(
    (candidate) => candidate !== best && candidate.passage.heading === best.passage.heading && candidate.coverage >= best.coverage * SECOND_PASSAGE_SHARE,
  );
  const sentences = [best, ...(second ? [second] : [])].flatMap((candidate) => sentencesOf(candidate.passage.text));
  const stems = (sentence: string) => sentence.toLowerCase();
  const relevant = sentences.filter((sentence) => words.some((word) => stems(sentence).includes(word)));
  let answer = '';
  for (const sentence of relevant.length ? relevant : sentences.slice(0, 1)) {
    if (answer && answer.length + sentence.length > MAX_ANSWER_CHARS) break;
    answer = answer ? `${answer} ${sentence}` : sentence;
  }
  return /[.!?…]$/u.test(answer) ? answer : `${answer}.`;
}
