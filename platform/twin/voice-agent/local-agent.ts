import { estimateFromWords, mergeVolumes, PAGE_LABEL, phonesIn, quantitiesIn, type KnowledgeSection, type PhoneCountry, type Quantity } from '@site/contracts';
import { CASES, formatList, localizePath, PRODUCT_NAMES, type CaseSlug, type Language, type ProductSlug } from '@site/model';
import {
  asksHowSoonCalledBack,
  asksLocalNumber,
  asksForReference,
  asksWhenItWorks,
  industriesIn,
  namesIndustryWithoutCase,
  categoryWord,
  followsOn,
  hasWordsOf,
  messengerNamedIn,
  pageAt,
  partsOf,
  productNamedIn,
  productForLeads,
  saysLocalNumber,
  speaksOfClientConversations,
  speaksOfHealthcare,
  systemsNamedIn,
  topicOf,
  type BuyerTopic,
  type VisitorPage,
} from './buyer-questions';
import { MeetingDialogue, type MeetingTools } from './booking';
import type { Found, Knowledge, PageRef, Section } from './knowledge';
import { callBackTime, requestedTimeIn, type RequestedTime } from './manager-hours';
import { languageOfQuestion } from './question-language';
import { Receptionist } from './receptionist';
import { REPLIES, type IntegrationsFound } from './replies';
import { kindAskedFor, nameIn, says, withoutAsking } from './visitor-words';

/**
 * The local agent: what answers a visitor on a machine without ElevenLabs, where a model would.
 * It answers a question from the knowledge base the cloud agent is given (the best passages,
 * condensed to a sentence or two, with the page they come from offered, or opened when the visitor
 * asks to see something), says so when nothing there answers and offers a manager, and takes a
 * contact only from what the visitor said in this conversation: a phone found in their words, a
 * name they gave, asked for when missing and confirmed before it is saved. As the Lumi demo's
 * receptionist it keeps the caller's one visit (`receptionist.ts`).
 */

/** A client tool's answer as the agent reads it: an error, or the tool's result. */
export interface ToolOutcome {
  readonly isError: boolean;
  readonly result: string;
}

/** What the agent may do besides answering: call the site's client tools by the definition's names. */
export interface AgentTools extends MeetingTools {
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
  /** The page the conversation started on (`page_path`, with its language prefix). */
  readonly page?: string;
  /** The clock the managers' hours are read by. */
  readonly now?: () => Date;
}

/** A passage that holds less of the question than this answers something else. */
const ENOUGH_COVERAGE = 0.5;
/** A second passage of the same section is added when it holds nearly as much. */
const SECOND_PASSAGE_SHARE = 0.9;
/** An answer is a sentence or two, as a person says it: no longer than this. */
const MAX_ANSWER_CHARS = 360;

/** Each language's quotation marks, around a section's name quoted in an answer. */
const QUOTES: Readonly<Record<Language, readonly [string, string]>> = { en: ['“', '”'], ru: ['«', '»'], uk: ['«', '»'], pl: ['„', '”'] };

type ContactStage = 'idle' | 'collecting' | 'confirming';

/** What the agent's last answer offered, which a yes or a no answers: a page to open, or a manager's call back. */
type Offer = { readonly kind: 'page'; readonly page: PageRef } | { readonly kind: 'manager' };

/** What the agent talked about last, which a follow-up ("and for 20 clinics?") goes on from. */
type Subject = BuyerTopic | 'estimate';

/** What the agent reads of one turn: what the widget's field takes. */
export const READ_CHARACTERS = 1_000;

export class LocalAgent {
  /** The language the visitor writes in (the page's until a question says otherwise): every answer is in it. */
  private language: Language;
  /** A meeting with a manager, booked in the conversation (`booking.ts`). */
  readonly meeting: MeetingDialogue;
  private contactStage: ContactStage = 'idle';
  private phone: string | undefined;
  private name: string | undefined;
  private nameAsked = false;
  private offered: Offer | undefined;
  /** The Lumi demo's receptionist, when the conversation is one. */
  readonly desk: Receptionist | undefined;
  private readonly asked: string[] = [];
  /** The page the visitor is on, and the product it is about. */
  private page: VisitorPage;
  private lastSubject: Subject | undefined;
  private lastProduct: ProductSlug | undefined;
  /** The volume the visitor described, for a follow-up that changes one figure of it. */
  private volume: Quantity[] = [];
  /** Whether the part answered now is one before the last of a question's parts, which offers nothing. */
  private quiet = false;
  /** When the visitor asked to be called, in their words. */
  private requested: RequestedTime | undefined;
  /** What the conversation did, for its post-call analysis (a demo's visit is its receptionist's, `desk`). */
  readonly taken: {
    phone?: string;
    name?: string;
    products: Set<string>;
    /** When the visitor asked a manager to call, and the volume they described: what reaches the managers with the contact. */
    callBackWhen?: string;
    volume?: string;
    /** The questions nothing in the knowledge base answered, without personal data: the vendor's content to write. */
    unanswered: string[];
  } = { products: new Set(), unanswered: [] };

  constructor(private readonly options: LocalAgentOptions) {
    this.language = options.language;
    this.meeting = new MeetingDialogue(options.language);
    this.desk = options.freeTimes && new Receptionist(options.language, options.freeTimes);
    this.page = pageAt(options.page ?? '/');
  }

  private get replies() {
    return REPLIES[this.language];
  }

  /** The visitor went to another page by themselves: "it" is now that page's product. */
  visited(path: string): void {
    this.page = pageAt(path);
  }

  /**
   * The visitor's first two questions, as the analysis quotes them: each to its first 160 characters,
   * as ElevenLabs' few-sentence summary would never carry a typed wall of text whole.
   */
  get questions(): string {
    return this.asked
      .slice(0, 2)
      .map((question) => `«${[...question].length > 160 ? `${[...question].slice(0, 160).join('')}…` : question}»`)
      .join('; ');
  }

  /** The agent's answer to one turn of the visitor's (typed, or what they are taken to have said). */
  async reply(turn: string, tools: AgentTools): Promise<AgentReply> {
    // A model reads a long message as it reads a short one; these rules take time that grows faster
    // than the text (20,000 characters: 16 s), so a wall of text from a client other than the widget
    // would hold the twin's every conversation.
    const text = turn.trim().slice(0, READ_CHARACTERS);
    if (!this.desk) return this.asAssistant(text, tools);
    const reply = await this.desk.reply(text, tools);
    if (this.desk.callerName) this.taken.name = this.desk.callerName;
    return reply;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async asAssistant(text: string, tools: AgentTools): Promise<AgentReply> {
    const booking = await this.meeting.reply(text, tools);
    if (booking) return { text: booking };
    const phones = phonesIn(text, this.options.phoneCountry);
    // A turn that gives a contact is no question: its name and number say nothing of the language.
    // So is a formula of the conversation's own language ("Добрий день!", "Так"), which a detector may take for its neighbour's.
    const formula = (['greeting', 'thanks', 'goodbye', 'yes', 'no'] as const).some((intent) => says(intent, text, this.language));
    if (this.contactStage === 'idle' && !phones.length && !formula) this.language = languageOfQuestion(text, this.language);
    const language = this.language;
    const r = this.replies;
    const name = nameIn(text, this.nameAsked);
    this.requested = requestedTimeIn(text) ?? this.requested;
    if (this.contactStage === 'confirming' && !phones.length) {
      if (says('yes', text, language)) return { text: await this.saveContact(tools) };
      if (says('no', text, language)) {
        this.contactStage = 'idle';
        return { text: r.notSaved };
      }
    }
    const asksWhen = (topicOf(text, language) === 'hours' || says('howSoon', text, language)) && !phones.length;
    if (phones.length || (this.contactStage === 'collecting' && name) || (this.contactStage === 'idle' && !asksWhen && says('callBack', text, language))) {
      // The last phone of the turn: a visitor who corrects themselves writes the right one last.
      if (phones.length) this.phone = phones.at(-1);
      if (name) this.name = name;
      // The words that give a phone are read for no volume: «мой номер плюс семь…» is a number to ring, not phone lines.
      if (!phones.length) this.noteVolume(text);
      return { text: this.nextContactStep() };
    }
    if (says('goodbye', text, language)) return { text: r.goodbye, endCall: true };
    if (says('greeting', text, language)) return { text: r.greeting };
    if (says('thanks', text, language)) return { text: r.thanks };
    const yes = says('yes', text, language);
    const no = says('no', text, language);
    if ((yes || no) && !this.asksSomething(text)) {
      const offer = this.offered;
      this.offered = undefined;
      // A yes or a no answers only what the agent offered; with nothing offered, it asks what the visitor means.
      if (!offer) return { text: r.unoffered };
      if (no) return { text: r.declined };
      if (offer.kind === 'manager') {
        this.nameAsked = true;
        this.contactStage = 'collecting';
        return { text: r.askContact };
      }
      return { text: await this.open(offer.page, tools) };
    }
    this.asked.push(text);
    if (says('show', text, language)) return { text: await this.show(text, tools) };
    return { text: this.answer(text) };
  }

  /** Whether a turn that starts with a yes or a no goes on to ask something ("Yes, and how much is it?"). */
  private asksSomething(text: string): boolean {
    const rest = text.replace(/^[\p{L}'’]+[\s,.!–—-]*/u, '');
    return rest.length > 0 && (topicOf(rest, this.language) !== undefined || productNamedIn(rest) !== undefined || quantitiesIn(rest).length > 0);
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
    if (this.requested) this.taken.callBackWhen = this.requested.words;
    return this.replies.saved(this.name, callBackTime(this.now(), this.requested));
  }

  /** The volume a turn describes ("40 clinics, 12,000 calls a month"), kept for the managers. */
  private noteVolume(text: string): void {
    if (quantitiesIn(text).some((quantity) => quantity.unit && quantity.unit !== 'minutes')) this.taken.volume = text.slice(0, 200);
  }

  /** The product a question is about: the one it names, the one talked about when it goes on from there, the page's, or the last one. */
  private productFor(text: string): ProductSlug | undefined {
    const named = productNamedIn(text);
    if (named) return named;
    if (followsOn(text, this.language) && this.lastProduct) return this.lastProduct;
    return this.page.product ?? this.lastProduct;
  }

  /**
   * A buyer's question, each of its parts answered in order ("Who signs the contract, and how much is
   * the pilot?"), the page offered once, after the last.
   */
  private answer(question: string): string {
    const parts = partsOf(question, this.language);
    if (parts.length < 2) return saidOnce(this.answerOne(parts[0]!));
    const answers: string[] = [];
    for (const [at, part] of parts.entries()) {
      this.quiet = at < parts.length - 1;
      answers.push(this.answerOne(part));
    }
    this.quiet = false;
    return saidOnce(answers.join(' '));
  }

  /** A question, answered from the section of the knowledge base that answers it; or the best passage; or that the site does not say. */
  private answerOne(question: string): string {
    const language = this.language;
    // "How fast will one of your managers call me back?": the managers' hours and what a request waits for, then a call back offered; "one manager" is no volume.
    if (asksHowSoonCalledBack(question, language)) return this.callBackSpeed();
    // "Will the bot answer a client of ours at night?": when the product works, not a case or the managers' hours; "e-mails at night?" stays a question of e-mail.
    // "Can I talk to one of your clients?": the knowledge offers no reference call, so it is said, and noted as the vendor's content to write.
    if (asksForReference(question, language)) return this.referenceAsked(question);
    const topicAsked = topicOf(question, language);
    if (asksWhenItWorks(question, language) && (topicAsked === undefined || topicAsked === 'clients' || topicAsked === 'project' || topicAsked === 'hours')) {
      return this.whenItWorks(question, this.productFor(question));
    }
    const quantities = quantitiesIn(question);
    const named = productNamedIn(question);
    const goesOn = followsOn(question, language) || (!topicOf(question, language) && (named !== undefined || quantities.length > 0));
    const topic: Subject | undefined = topicOf(question, language) ?? (goesOn ? this.lastSubject : undefined);
    const product = this.productFor(question);
    // A volume asks what it costs, unless the words ask something else of it ("a pilot for 20 clinics?").
    const priced = topic === 'price' || topic === 'estimate' || !topicOf(question, language) || (goesOn && !topicOf(question, language));
    // "3,000 leads a month, what would it cost?" on a page of no product: the product the leads point to suggested, then its estimate.
    const forLeads = !product && priced && quantities.length ? productForLeads(question) : undefined;
    if (forLeads) {
      const estimated = this.estimate(question, quantities, forLeads);
      if (estimated) return `${this.replies.suggestedForLeads(PRODUCT_NAMES[forLeads], forLeads === 'lumi-ai')} ${estimated}`;
    }
    if (priced && (quantities.some((quantity) => quantity.unit) || (topic === 'estimate' && quantities.length))) {
      const estimated = this.estimate(question, quantities, product);
      if (estimated) return estimated;
    }
    this.noteVolume(question);
    // Asked in a buyer's other words ("DPA", «umowa powierzenia», "a phone line"): the section those words belong to.
    const other = this.inOtherWords(question, product);
    // "Who do we sign with, and is there a DPA?": who signs, then the DPA; the sentences both hold are said once (`saidOnce`).
    if (other && topic === 'company') return `${this.quietly(() => this.answerTopic('company', question, product))} ${other}`;
    if (other) return other;
    // A messenger named alone or asked about ("Messengera?") asks whether the product works in it: the page's line that lists it.
    const messenger = messengerNamedIn(question);
    const listed = messenger && (product ? (this.answersIn(product, messenger) ?? this.productLine(product, messenger)) : this.channelOf(messenger));
    if (listed) return listed;
    // A question that names a system the site lists ("mMedica?", «стоит KS-SOMED») asks whether we connect to it.
    const asked = this.integrationsNamedIn(question).length ? 'integrations' : topic;
    const answered = asked && asked !== 'estimate' ? this.answerTopic(asked, question, product) : undefined;
    if (answered) {
      // After the price and the volume asked for, the visitor's number ("15") is that volume.
      this.lastSubject = asked === 'price' && product && this.volumeAskedFor(product) ? 'estimate' : asked;
      return answered;
    }
    // "Can we score our managers' calls?": what the product the words point to does, before the estimate a later part asks.
    const capability = named && !topicAsked && !quantities.length && this.capability(named);
    if (capability) return capability;
    return this.searched(question);
  }

  /** What a product does, as its page's first feature says it ("Call and chat scoring: up to 20 weighted criteria; …"). */
  private capability(product: ProductSlug): string | undefined {
    const section = this.options.knowledge.section(this.language, 'capabilities', product);
    const feature = section?.details.find((line) => line.startsWith('- '))?.slice(2);
    if (!feature) return undefined;
    this.lastProduct = product;
    this.taken.products.add(product);
    return this.withOffer(`${PRODUCT_NAMES[product]}. ${feature.replace(/[.;]?$/u, '.')}`, section?.page);
  }

  /** An answer that offers nothing: a part before what the answer goes on to say. */
  private quietly(answer: () => string | undefined): string {
    const quiet = this.quiet;
    this.quiet = true;
    try {
      return answer() ?? '';
    } finally {
      this.quiet = quiet;
    }
  }

  /** The answer of the section a question names in a buyer's other words: its passage that holds most of the question; a product's section only for the product asked about. */
  private inOtherWords(question: string, product: ProductSlug | undefined): string | undefined {
    const { knowledge } = this.options;
    const section = knowledge.askedIn(this.language, question).find((candidate) => candidate.product === undefined || candidate.product === product);
    if (!section) return undefined;
    // Whether there is a local number is said to a visitor who asks about one; "what is your number?" gets the number.
    const said = asksLocalNumber(question, this.language) ? () => true : (text: string) => !saysLocalNumber(text, this.language);
    const found = knowledge
      .search(this.language, question, undefined, 40)
      .filter((candidate) => candidate.passage.product === section.product && candidate.passage.heading.includes(section.heading))
      .filter((candidate) => said(candidate.passage.text))
      // Every passage of the section holds its other words in its headings: one that says them in its own text («Gongiem») answers first.
      .sort((a, b) => Number(this.namesAskedAs(b.passage.text, section)) - Number(this.namesAskedAs(a.passage.text, section)));
    if (section.product) {
      this.lastProduct = section.product;
      this.taken.products.add(section.product);
    }
    const best = found[0];
    if (!best) return this.say(section, section.product);
    return this.withOffer(condensed(best, found, this.askedAsGroups(question, section), said), section.page);
  }

  /** How soon a manager calls back: the managers' hours, what a request waits for and when Lumi rings after one, when that is from now, and a call back offered. */
  private callBackSpeed(): string {
    const { knowledge } = this.options;
    const leads = (['hours', 'callBack'] as const).map((kind) => knowledge.section(this.language, kind)?.lead ?? '');
    const answer = [...leads, this.replies.callBackWhen(callBackTime(this.now(), this.requested))].filter(Boolean).join(' ');
    if (this.quiet) return answer;
    this.offered = { kind: 'manager' };
    return `${answer} ${this.replies.offerCallBack}`;
  }

  /** Whether a text says one of the other words a section is asked by, in any of their forms («umowy powierzenia», «Gongiem»). */
  private namesAskedAs(text: string, section: Section): boolean {
    const { knowledge } = this.options;
    const held = new Set(knowledge.wordsOf(this.language, text));
    return section.askedAs.some((phrase) => {
      const words = knowledge.wordsOf(this.language, phrase);
      return words.length > 0 && words.every((word) => held.has(word));
    });
  }

  /**
   * The question's words with their synonyms, where a word the buyer named the section by ("DPA")
   * also counts as held by a sentence that names it in the section's other words ("data processing agreement").
   */
  private askedAsGroups(question: string, section: Section): readonly (readonly string[])[] {
    const { knowledge } = this.options;
    const named = new Set(section.askedAs.flatMap((phrase) => knowledge.wordsOf(this.language, phrase)));
    const phrases = section.askedAs.map((phrase) => phrase.toLocaleLowerCase(this.language));
    return knowledge.wordGroupsOf(this.language, question).map((group) => (group.some((word) => named.has(word)) ? [...group, ...phrases] : group));
  }

  /** Answers one topic, for `product` when the topic is a product's. */
  private answerTopic(topic: BuyerTopic, question: string, product: ProductSlug | undefined): string | undefined {
    const { knowledge } = this.options;
    const language = this.language;
    const r = this.replies;
    const about = (kind: KnowledgeSection, ofProduct?: ProductSlug) => knowledge.section(language, kind, ofProduct);
    switch (topic) {
      case 'price':
        // The starting price, then the volume its month depends on asked for: never an estimate for a volume nobody gave.
        return product ? this.say(about('price', product), product, this.volumeAskedFor(product)) : this.say(about('prices'), undefined, r.whichProduct);
      case 'pilot':
        return product ? this.say(about('pilot', product), product, undefined, 2) : this.say(about('project'), undefined, r.whichProduct, 1);
      case 'channels':
        return product && this.productAnswer('channels', product);
      case 'integrations':
        return this.integrations(question, product);
      case 'company': {
        // Who signs, and where the company is registered: the legal notice's first sentence and the record's (its first line that is no labelled fact, "DPA: …").
        const company = about('company');
        const record = company?.details.find((line) => !LABELLED.test(line)) ?? '';
        return company && this.withOffer(`${this.sentences(company.lead, 1)} ${this.sentences(record, 1)}`, company.page);
      }
      case 'contract':
        return this.say(about('contract'));
      case 'hours':
        return `${this.sentences(about('hours')?.lead ?? '', 1)} ${r.callBackWhen(callBackTime(this.now(), this.requested))}`;
      case 'certifications':
        return this.say(about('certifications'));
      case 'data': {
        // Recordings of calls asked about with no product in view are the product talked about last's ("Where are the call recordings kept?" after scoring).
        const ofProduct =
          productNamedIn(question) ??
          (speaksOfHealthcare(question) ? 'mediflow-ai' : (this.page.product ?? (speaksOfClientConversations(question) ? this.lastProduct : undefined)));
        return ofProduct ? this.say(about('data', ofProduct), ofProduct) : this.say(about('siteData'), undefined, undefined, 2);
      }
      case 'clients':
        return this.clients(question, product);
      case 'project':
        return product && !/(?:launch|запуск)/iu.test(question)
          ? this.say(about('launch', product), product, undefined, 1)
          : this.say(about('project'), undefined, undefined, 1);
    }
  }

  /** The product's own answer (its page's questions buyers ask) to the question of this topic, in a sentence or two; none when its page has no such question. */
  private productAnswer(topic: BuyerTopic, product: ProductSlug): string | undefined {
    const { knowledge } = this.options;
    const language = this.language;
    const section = knowledge.section(language, 'questions', product);
    const answer = [section?.lead ?? '', ...(section?.details ?? [])]
      .map((line) => /^\*\*(.+?)\*\*\s*(.+)$/u.exec(line))
      .find((found) => found && hasWordsOf(topic, found[1]!, language))?.[2];
    if (!answer) return undefined;
    this.lastProduct = product;
    this.taken.products.add(product);
    return this.withOffer(this.sentences(answer, 2), section?.page);
  }

  /** A messenger a product's integration list holds: yes, in the list's words ("Facebook Messenger") and section. */
  private answersIn(product: ProductSlug, messenger: string): string | undefined {
    const list = this.integrationLists().find((candidate) => candidate.product === product && candidate.items.some((item) => item.includes(messenger)));
    const written = list?.items.find((item) => item.includes(messenger));
    if (!list || !written) return undefined;
    this.lastProduct = product;
    this.lastSubject = 'channels';
    this.taken.products.add(product);
    return this.withOffer(this.replies.answersIn(PRODUCT_NAMES[product], written, list.category), list.page);
  }

  /** When a product works: its page's "24/7" line; for a product whose page has none, or none in view, the products that work around the clock. */
  private whenItWorks(question: string, product: ProductSlug | undefined): string {
    const r = this.replies;
    const sections = this.options.knowledge.sections(this.language).filter((section) => section.product);
    const aroundTheClock = (slug: ProductSlug) =>
      sections
        .filter((section) => section.product === slug)
        .flatMap((section) => [section.lead, ...section.details].map((line) => ({ section, line: /^- 24\/7:\s*(.+)$/u.exec(line)?.[1] })))
        .find((found) => found.line);
    const own = product && aroundTheClock(product);
    if (product && own?.line) {
      this.lastProduct = product;
      this.taken.products.add(product);
      return this.withOffer(r.aroundTheClock(PRODUCT_NAMES[product], own.line), own.section.page);
    }
    const products = [...new Set(sections.map((section) => section.product!))].filter((slug) => aroundTheClock(slug));
    const all = r.aroundTheClockProducts(
      formatList(
        products.map((slug) => PRODUCT_NAMES[slug]),
        this.language,
      ),
    );
    if (!product) return this.withOffer(`${all} ${r.whichProduct}`, undefined);
    this.taken.unanswered.push(withoutPersonalData(question));
    return this.withOffer(`${r.notSaidWhen(PRODUCT_NAMES[product])} ${all}`, undefined);
  }

  /** The first line of a product's knowledge that names `name` (a messenger the page lists), with its page offered. */
  private productLine(product: ProductSlug, name: string): string | undefined {
    const section = this.options.knowledge
      .sections(this.language)
      .find((candidate) => candidate.product === product && [candidate.lead, ...candidate.details].some((line) => line.includes(name)));
    const line = section && [section.lead, ...section.details].find((candidate) => candidate.includes(name));
    if (!line) return undefined;
    this.lastProduct = product;
    this.lastSubject = 'channels';
    this.taken.products.add(product);
    return this.withOffer(this.sentences(line.replace(/^(?:- |\*\*)/u, '').replaceAll('**', ''), 2), section.page);
  }

  /** A messenger asked about with no product in view: the products whose channel lists hold it, as the lists write it ("Facebook Messenger"). */
  private channelOf(messenger: string): string | undefined {
    const lists = this.integrationLists().filter((list) => list.items.some((item) => item.includes(messenger)));
    const written = lists[0]?.items.find((item) => item.includes(messenger));
    if (!written) return undefined;
    const products = [...new Set(lists.map((list) => PRODUCT_NAMES[list.product]))];
    this.lastSubject = 'channels';
    return this.replies.channelOf(written, formatList(products, this.language));
  }

  /** A section's answer in a sentence or two, with its page offered to open. */
  private say(section: Section | undefined, product?: ProductSlug, ask?: string, sentences = 2): string | undefined {
    if (!section) return undefined;
    if (product) {
      this.lastProduct = product;
      this.taken.products.add(product);
    }
    const prose = [section.lead, ...section.details.filter((line) => !/^(?:- |\d+\. |\*\*)/u.test(line) && !/:$/u.test(line))];
    const answer = this.sentences(withoutRepeats(prose.join(' ')), sentences);
    return this.withOffer(answer, section.page, ask);
  }

  /** An answer, then a question of the agent's own, or the page it comes from offered. */
  private withOffer(answer: string, page: PageRef | undefined, ask?: string): string {
    // A part of a question before its last: the offer waits for the last part's answer.
    if (this.quiet) return answer;
    if (ask) {
      this.offered = undefined;
      return `${answer} ${ask}`;
    }
    this.offered = page && page.path !== this.page.path ? { kind: 'page', page } : undefined;
    return this.offered?.kind === 'page' ? `${answer} ${this.replies.offerPage(page!.title)}` : answer;
  }

  /** The first `count` sentences of a text, no longer than an answer may be. */
  private sentences(text: string, count: number): string {
    let answer = '';
    for (const sentence of sentencesOf(text).slice(0, count)) {
      if (answer && answer.length + sentence.length > MAX_ANSWER_CHARS) break;
      answer = answer ? `${answer} ${sentence}` : sentence;
    }
    return /[.!?…]$/u.test(answer) ? answer : `${answer}.`;
  }

  /** The integration lists of every product, each category with its systems. */
  private integrationLists() {
    const { knowledge } = this.options;
    const language = this.language;
    return knowledge
      .sections(language)
      .filter((section) => section.kind === 'integrations' && section.product)
      .flatMap((section) =>
        section.details
          .filter((line) => line.startsWith('- '))
          .map((line) => {
            const [category = '', written = ''] = line.slice(2).split(/:\s(.*)/su);
            return {
              product: section.product!,
              page: section.page,
              category,
              written,
              items: written.split(/,\s*|\s(?:and|и|та|і|i)\s/u).map((item) => item.trim()),
            };
          }),
      );
  }

  /** The systems of the site's lists a question names ("mMedica", "Helsi"). */
  private integrationsNamedIn(question: string): string[] {
    // Polish declines a brand like any noun: "z BaseLinkerem", "w Shoperze", "na Allegro".
    const ending = this.language === 'pl' ? '(?:a|u|y|em|ie|ze|owi|om|ach|ami)?' : '';
    const mentioned = (item: string) =>
      item.length > 1 &&
      !/^\d/.test(item) &&
      new RegExp(`(?<![\\p{L}\\d])${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${ending}(?![\\p{L}\\d])`, 'iu').test(question);
    const found = [...new Set(this.integrationLists().flatMap((list) => list.items.filter(mentioned)))];
    // In the order the visitor named them.
    return found.sort((a, b) => question.toLowerCase().indexOf(a.toLowerCase()) - question.toLowerCase().indexOf(b.toLowerCase()));
  }

  /** Which systems a product works with: the ones the visitor names, found on its lists (or another product's); the category they ask about; or its lists. */
  private integrations(question: string, product: ProductSlug | undefined): string | undefined {
    const { knowledge } = this.options;
    const language = this.language;
    const r = this.replies;
    const categories = this.integrationLists();
    const named = this.integrationsNamedIn(question);
    if (named.length) {
      // The product on the page (or named) when its lists hold them, else the first product whose lists do.
      // The product whose lists hold most of them; on a tie, the one the visitor is looking at.
      const held = (slug: ProductSlug) =>
        new Set(categories.filter((list) => list.product === slug).flatMap((list) => named.filter((item) => list.items.includes(item)))).size;
      const candidates = [...new Set(categories.map((list) => list.product))].sort(
        (a, b) => held(b) - held(a) || Number(b === product) - Number(a === product),
      );
      const holder = candidates[0]!;
      // Every section of the holder's list that holds a system named, so 'Bitrix24 and Binotel' are both answered.
      const lists = categories.filter((entry) => entry.product === holder && named.some((item) => entry.items.includes(item)));
      this.lastProduct = holder;
      this.taken.products.add(holder);
      return this.withOffer(
        r.worksWith(
          PRODUCT_NAMES[holder],
          this.found(
            named.filter((item) => lists.some((list) => list.items.includes(item))),
            lists.map((list) => list.category),
          ),
        ),
        lists[0]!.page,
      );
    }
    const unknown = systemsNamedIn(question);
    if (unknown.length) {
      this.offered = { kind: 'manager' };
      return r.notListed(formatList(unknown, language), product && PRODUCT_NAMES[product]);
    }
    if (!product) return this.say(knowledge.section(language, 'project'), undefined, r.whichProduct, 1);
    const asked = categories.filter((list) => list.product === product).find((list) => question.toLowerCase().includes(categoryWord(list.category)));
    this.lastProduct = product;
    this.taken.products.add(product);
    const section = knowledge.section(language, 'integrations', product);
    if (!asked) return this.say(section, product);
    // The category asked about, then how a system off the lists is connected (the section's last sentence).
    const how = sentencesOf(section?.lead ?? '')
      .slice(1)
      .join(' ');
    return this.withOffer(`${r.worksWith(PRODUCT_NAMES[product], this.found(asked.items, [asked.category]))} ${how}`.trim(), section?.page);
  }

  /** Systems and the sections of a list that hold them, written in the visitor's language. */
  private found(systems: readonly string[], sections: readonly string[]): IntegrationsFound {
    const [open, close] = QUOTES[this.language];
    return {
      count: systems.length,
      systems: formatList(systems, this.language),
      sections,
      sectionsWritten: formatList(
        sections.map((section) => `${open}${section}${close}`),
        this.language,
      ),
    };
  }

  /** Clients: the page's product's, a clinic when the visitor speaks of one, or one in each industry. */
  private clients(question: string, product: ProductSlug | undefined): string | undefined {
    const { knowledge } = this.options;
    const language = this.language;
    const cases = knowledge.sections(language).filter((section) => section.topic === 'cases' && section.page?.id === 'case');
    const library = knowledge.sections(language).find((section) => section.topic === 'cases')?.page;
    // The industry the visitor names ("retail", «роздріб», „sklep internetowy”): its cases, never another industry's as theirs.
    const industries = industriesIn(question);
    const ofIndustry = cases.filter((section) => section.page?.slug && industries.includes(CASES[section.page.slug as CaseSlug]?.industry));
    if (ofIndustry.length === 1) return this.withOffer(this.sentences(ofIndustry[0]!.lead, 2), ofIndustry[0]!.page);
    if (ofIndustry.length) return this.withOffer(ofIndustry.map((section) => this.sentences(section.lead, 1)).join(' '), library);
    if (namesIndustryWithoutCase(question)) {
      this.taken.unanswered.push(withoutPersonalData(question));
      // A case's heading is "industry, what it covers: client".
      const named = cases
        .map((section) => inSentence(section.heading.split(/[,:]/u)[0]!, language))
        .map((industry) => (/^\p{Lu}\p{Ll}/u.test(industry) ? industry.toLocaleLowerCase(language) : industry));
      return this.withOffer(this.replies.noCaseIn(formatList([...new Set(named)], language)), library);
    }
    const own = product ? knowledge.section(language, 'clients', product) : undefined;
    if (own && !productNamedIn(question) && this.page.caseSlug === undefined) {
      const first = own.details.find((line) => line.startsWith('- '));
      if (first) {
        const at = first.lastIndexOf(` ${PAGE_LABEL[language]}: `);
        const page =
          own.details.length && at > 0 ? cases.find((section) => first.includes(`(${localizePath(section.page!.path, language)})`))?.page : undefined;
        this.lastProduct = product;
        return this.withOffer(this.replies.clientOf(PRODUCT_NAMES[product!], (at > 0 ? first.slice(2, at) : first.slice(2)).trim()), page ?? own.page);
      }
    }
    // A section's heading is "industry: client"; the answer names the clients in a sentence, each once.
    const clients = [...new Set(cases.map((section) => inSentence(section.heading.slice(section.heading.lastIndexOf(': ') + 2), language)))];
    return this.withOffer(this.replies.clientsByIndustry(formatList(clients, language)), library);
  }

  /** A reference asked for: that the knowledge does not offer one, the question noted, the published cases' clients, and a manager's call back offered. */
  private referenceAsked(question: string): string {
    const cases = this.options.knowledge.sections(this.language).filter((section) => section.topic === 'cases' && section.page?.id === 'case');
    const clients = [...new Set(cases.map((section) => inSentence(section.heading.slice(section.heading.lastIndexOf(': ') + 2), this.language)))];
    this.taken.unanswered.push(withoutPersonalData(question));
    const answer = this.replies.noReferenceListed(formatList(clients, this.language));
    if (!this.quiet) this.offered = { kind: 'manager' };
    return answer;
  }

  /** The question for the volume a product's month is priced by ("How many managers would it score?"), while the visitor has given none. */
  private volumeAskedFor(product: ProductSlug): string | undefined {
    if (this.volume.length) return undefined;
    const missing = estimateFromWords({ product, quantities: [], language: this.language });
    return missing?.kind === 'missing' ? missing.text : undefined;
  }

  /** The month's estimate for the volume the visitor gave, from the model's price lists; none when the words give no volume it prices. */
  private estimate(question: string, quantities: readonly Quantity[], product: ProductSlug | undefined): string | undefined {
    const merged = followsOn(question, this.language) || this.lastSubject === 'estimate' ? mergeVolumes(this.volume, quantities) : [...quantities];
    const answer = estimateFromWords({ product, quantities: merged, language: this.language });
    if (!answer) return undefined;
    this.volume = merged;
    this.lastSubject = 'estimate';
    this.lastProduct = answer.product;
    this.taken.products.add(answer.product);
    this.taken.volume = question.slice(0, 200);
    const pricing = this.options.knowledge.section(this.language, 'estimate')?.page;
    return this.withOffer(answer.text, pricing);
  }

  /** A question no section answers: the best passage of the knowledge base, in a sentence or two, with its page offered; or that the site does not say. */
  private searched(question: string): string {
    const found = this.options.knowledge.search(this.language, question);
    const best = found[0];
    // An industry named where nothing else answers ("and for retail?"): its cases, or that there are none yet.
    if ((!best || best.coverage < ENOUGH_COVERAGE) && (industriesIn(question).length || namesIndustryWithoutCase(question)))
      return this.clients(question, undefined)!;
    if (!best || best.coverage < ENOUGH_COVERAGE) {
      this.taken.unanswered.push(withoutPersonalData(question));
      this.offered = { kind: 'manager' };
      return this.replies.notFound;
    }
    const answer = condensed(best, found, this.options.knowledge.wordGroupsOf(this.language, question));
    this.note(best.passage.page);
    return this.withOffer(answer, best.passage.page);
  }

  /** A request to see something: the best passage's page, of the kind asked for, opened, and what it says. */
  private async show(request: string, tools: AgentTools): Promise<string> {
    const { knowledge } = this.options;
    const language = this.language;
    const wanted = withoutAsking(request);
    const kind = kindAskedFor(request);
    const found = knowledge.search(language, wanted, kind).filter((candidate) => candidate.passage.page);
    const best = found[0];
    if (!best?.passage.page || best.coverage < ENOUGH_COVERAGE) return this.replies.nothingToShow;
    this.note(best.passage.page);
    const opened = await this.open(best.passage.page, tools);
    return `${opened} ${condensed(best, found, knowledge.wordGroupsOf(language, wanted))}`;
  }

  private async open(page: PageRef, tools: AgentTools): Promise<string> {
    this.offered = undefined;
    const outcome = await tools.call(tools.openPageTool, { page: page.id, ...(page.slug !== undefined && { slug: page.slug }) });
    if (!outcome || outcome.isError) return this.replies.openFailed;
    // The page opens in the page's language: the visitor chose the site's language, the question's may differ.
    this.page = pageAt(localizePath(page.path, this.options.language));
    return this.replies.opened(page.title);
  }

  private note(page: PageRef | undefined): void {
    if (page?.id === 'product' && page.slug) this.taken.products.add(page.slug);
  }
}

/** A word ended by an abbreviation's full stop: one with a dot inside ("o.o.", "m.st."), or one of the register's and addresses' ("sp.", "ul."). */
const ABBREVIATION = /(?:^|[\s(])(?:\p{Ll}+\.\p{Ll}+\.?|sp|ul|al|pl|nr|tel|np|ok|art|ст|вул|ул|пр|т\.\p{Ll})\.$/u;

/** A text's sentences: split after a full stop and before a capital, not after an abbreviation ("sp. z o.o.", "m.st. Warszawy"). */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?…]\s+(?=[\p{Lu}«"“(\d])/gu)) {
    const before = text.slice(start, end.index + 1);
    if (ABBREVIATION.test(before)) continue;
    sentences.push(before.trim());
    start = end.index + end[0].length;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}

/**
 * An answer of a sentence or two from the best passage (and the next one of its section when it
 * holds nearly as much): the sentences that hold the question's words or their synonyms, those that
 * hold most first, cut at a sentence's end; the passage's first sentence when none does.
 */
function condensed(best: Found, found: readonly Found[], words: readonly (readonly string[])[], said: (sentence: string) => boolean = () => true): string {
  const second = found.find(
    (candidate) => candidate !== best && candidate.passage.heading === best.passage.heading && candidate.coverage >= best.coverage * SECOND_PASSAGE_SHARE,
  );
  const all = [best, ...(second ? [second] : [])].flatMap((candidate) => sentencesOf(candidate.passage.text));
  const sentences = all.some(said) ? all.filter(said) : all;
  // How many of the question's words (or their synonyms: a "line" is the site's "phone") a sentence holds; the sentence holding most comes first.
  const held = (sentence: string) => words.filter((group) => group.some((word) => sentence.toLowerCase().includes(word))).length;
  const relevant = sentences
    .map((sentence) => ({ sentence, held: held(sentence) }))
    .filter((candidate) => candidate.held > 0)
    .sort((a, b) => b.held - a.held)
    .map((candidate) => candidate.sentence);
  let answer = '';
  for (const sentence of relevant.length ? relevant : sentences.slice(0, 1)) {
    if (answer && answer.length + sentence.length > MAX_ANSWER_CHARS) break;
    answer = answer ? `${answer} ${sentence}` : sentence;
  }
  return /[.!?…]$/u.test(answer) ? answer : `${answer}.`;
}

/** A question as the vendor's list keeps it: no e-mail address, phone number (seven digits or more) or introduced name. */
function withoutPersonalData(question: string): string {
  const name = nameIn(question);
  return (name ? question.replace(name, '…') : question)
    .replace(/[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/gu, '…')
    .replace(/\+?\d[\d\s().-]{5,}\d/gu, (run) => (run.replace(/\D/g, '').length >= 7 ? '…' : run))
    .slice(0, 200);
}

/** A client's name inside a sentence: a Russian or Ukrainian one that opens with a common noun («Медицинский центр «Верес»») takes a lower-case letter. */
function inSentence(name: string, language: Language): string {
  return language !== 'en' && /^\p{Script=Cyrillic}\p{Ll}/u.test(name) ? name[0]!.toLocaleLowerCase(language) + name.slice(1) : name;
}

/** A line of the knowledge that states one labelled fact ("Data processing agreement: …", "Registry court: …"). */
const LABELLED = /^[^.:]{1,60}:\s/u;

/** An answer composed of parts (a two-part question, a passage and its neighbour) that says each of its sentences once. */
export function saidOnce(answer: string): string {
  const said = new Set<string>();
  return sentencesOf(answer)
    .filter((sentence) => {
      const key = sentence.replace(/\s+/gu, ' ').toLocaleLowerCase();
      if (said.has(key)) return false;
      said.add(key);
      return true;
    })
    .join(' ');
}

/** A text without a sentence that says again most of what the one before it said. */
function withoutRepeats(text: string): string {
  const words = (sentence: string) =>
    new Set(
      sentence
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .filter((word) => word.length > 3),
    );
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const previous = kept.at(-1);
    if (previous) {
      const [a, b] = [words(previous), words(sentence)];
      const shared = [...b].filter((word) => a.has(word)).length;
      if (shared / Math.max(1, Math.min(a.size, b.size)) > 0.4) continue;
    }
    kept.push(sentence);
  }
  return kept.join(' ');
}
