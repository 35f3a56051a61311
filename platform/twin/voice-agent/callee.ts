import type { CalleeAnswer } from '@site/contracts';
import type { Language } from '@site/model';
import type { AgentReply } from './local-agent';
import { says } from './visitor-words';

/**
 * The start of a call Lumi placed ("Have Lumi call me"), as the agent's prompt ("A call you place")
 * asks the model to play it, for the simulated agent: after the opening (who calls, why, "was that
 * you?"), a no ends the call with an apology, a yes is thanked and followed by the question whether
 * a manager may call back, then the conversation's first question (Lumi's about the callee's company,
 * or a demo receptionist's own); no clear answer is asked once more, then the call ends. What the callee
 * answered is what ElevenLabs' data collection would extract (`callee_asked_for_call`,
 * `callee_wants_contact`), and the backend decides by it.
 */
interface CalleeReplies {
  readonly sorry: string;
  readonly askContact: string;
  readonly askAgain: string;
  readonly noAnswer: string;
  readonly contactTaken: string;
  readonly noContact: string;
  /** Lumi's first question once the callee said who they are. */
  readonly askCompany: string;
}

/** What the local agent says at the start of a call it placed (the content lints read them: `tests/unit/told-copy.ts`). */
export const CALLEE_REPLIES: Readonly<Record<Language, CalleeReplies>> = {
  en: {
    sorry: 'I’m sorry to have troubled you. We will not call this number again. Goodbye.',
    askContact: 'Thank you! Before we talk: may a Synthra manager call you back on this number later?',
    askAgain: 'Sorry, I didn’t catch that: did you ask for this call on the website?',
    noAnswer: 'I didn’t hear an answer, so I’ll end the call here. Goodbye.',
    contactTaken: 'Noted: a manager will call you back on this number.',
    noContact: 'Understood: nobody will call you back.',
    askCompany: 'Now, what does your company do?',
  },
  ru: {
    sorry: 'Простите за беспокойство. Мы больше не позвоним на этот номер. До свидания.',
    askContact: 'Спасибо! Прежде чем начнём: может ли менеджер Synthra потом перезвонить вам на этот номер?',
    askAgain: 'Простите, не расслышал: это вы просили позвонить на сайте?',
    noAnswer: 'Я не услышал ответа, поэтому завершаю звонок. До свидания.',
    contactTaken: 'Записал: менеджер перезвонит вам на этот номер.',
    noContact: 'Понял: перезванивать не будем.',
    askCompany: 'А чем занимается ваша компания?',
  },
  pl: {
    sorry: 'Przepraszam za kłopot. Nie zadzwonimy więcej pod ten numer. Do widzenia.',
    askContact: 'Dziękuję! Zanim zaczniemy: czy konsultant Synthra może później oddzwonić pod ten numer?',
    askAgain: 'Przepraszam, nie dosłyszałem: czy to Pani lub Pan prosił o ten telefon na stronie?',
    noAnswer: 'Nie usłyszałem odpowiedzi, więc kończę rozmowę. Do widzenia.',
    contactTaken: 'Zanotowałem: konsultant oddzwoni pod ten numer.',
    noContact: 'Rozumiem: nikt nie będzie oddzwaniał.',
    askCompany: 'A czym zajmuje się Państwa firma?',
  },
  uk: {
    sorry: 'Вибачте, що потурбували. Ми більше не зателефонуємо на цей номер. До побачення.',
    askContact: 'Дякую! Перш ніж почнемо: чи може менеджер Synthra потім передзвонити вам на цей номер?',
    askAgain: 'Вибачте, не розчув: це ви просили зателефонувати на сайті?',
    noAnswer: 'Я не почув відповіді, тому завершую дзвінок. До побачення.',
    contactTaken: 'Записав: менеджер передзвонить вам на цей номер.',
    noContact: 'Зрозумів: передзвонювати не будемо.',
    askCompany: 'А чим займається ваша компанія?',
  },
};

export class CalleeCheck {
  askedForCall: CalleeAnswer | undefined;
  wantsContact: CalleeAnswer | undefined;
  private stage: 'asked' | 'contact' | 'done' = 'asked';
  private unclear = 0;

  /** `question`: what the conversation asks first once the opening is answered; Lumi's about the company unless given. */
  constructor(
    private readonly language: Language,
    private readonly question?: string,
  ) {}

  /** Whether the callee's next turn still answers the opening (else it goes to the agent as any turn). */
  get open(): boolean {
    return this.stage !== 'done';
  }

  reply(turn: string): AgentReply {
    const r = CALLEE_REPLIES[this.language];
    const yes = says('yes', turn, this.language);
    const no = says('no', turn, this.language);
    if (this.stage === 'asked') {
      if (no) {
        this.askedForCall = 'no';
        this.stage = 'done';
        return { text: r.sorry, endCall: true };
      }
      if (yes) {
        this.askedForCall = 'yes';
        this.stage = 'contact';
        return { text: r.askContact };
      }
      if (++this.unclear < 2) return { text: r.askAgain };
      this.stage = 'done';
      return { text: r.noAnswer, endCall: true };
    }
    this.stage = 'done';
    this.wantsContact = yes ? 'yes' : no ? 'no' : undefined;
    return { text: `${this.wantsContact === 'yes' ? r.contactTaken : r.noContact} ${this.question ?? r.askCompany}` };
  }
}
