import type { CalleeAnswer } from '@site/contracts';
import type { Language } from '@site/model';
import type { AgentReply } from './local-agent';
import { says } from './visitor-words';

/**
 * A listing's confirmation call (`LIFT_LISTING_CALL`), as the agent's prompt ("A call to lift a
 * listing") asks the model to play it, for the simulated agent: the opening has asked the one
 * question, the callee's first turn answers it, and the agent says what follows and ends the call.
 * Only a clear yes is recorded as one (`callee_lifts_listing`, which the backend lifts the listing
 * by); a no is recorded as no, and anything else as nothing.
 */
interface LiftReplies {
  readonly lifted: string;
  readonly declined: string;
  readonly unclear: string;
}

/** What the local agent says after the callee's answer on a listing's confirmation call (the content lints read them: `tests/unit/told-copy.ts`). */
export const LIFT_REPLIES: Readonly<Record<Language, LiftReplies>> = {
  en: {
    lifted: 'Thank you! The number comes off the list once this call ends. Goodbye.',
    declined: 'Understood: the number stays on the list and nothing changes. Sorry to have troubled you. Goodbye.',
    unclear: 'I didn’t hear a clear yes, so the number stays on the list and nothing changes. Sorry to have troubled you. Goodbye.',
  },
  ru: {
    lifted: 'Спасибо! Мы уберём номер из списка, как только закончится звонок. До свидания.',
    declined: 'Понял: номер остаётся в списке, ничего не меняется. Простите за беспокойство. До свидания.',
    unclear: 'Я не услышал ясного «да», поэтому номер остаётся в списке и ничего не меняется. Простите за беспокойство. До свидания.',
  },
  pl: {
    lifted: 'Dziękuję! Usuniemy numer z listy, gdy tylko zakończy się ta rozmowa. Do widzenia.',
    declined: 'Rozumiem: numer zostaje na liście i nic się nie zmienia. Przepraszam za kłopot. Do widzenia.',
    unclear: 'Nie usłyszałem wyraźnego „tak”, więc numer zostaje na liście i nic się nie zmienia. Przepraszam za kłopot. Do widzenia.',
  },
  uk: {
    lifted: 'Дякую! Ми приберемо номер зі списку, щойно завершиться дзвінок. До побачення.',
    declined: 'Зрозумів: номер залишається в списку, нічого не змінюється. Вибачте, що потурбували. До побачення.',
    unclear: 'Я не почув чіткого «так», тому номер залишається в списку й нічого не змінюється. Вибачте, що потурбували. До побачення.',
  },
};

export class ListingLift {
  /** What the callee answered to the opening's question; undefined until they answered it clearly. */
  liftsListing: CalleeAnswer | undefined;
  private answered = false;

  constructor(private readonly language: Language) {}

  /** Whether the callee's next turn still answers the opening (after it, the call has ended). */
  get open(): boolean {
    return !this.answered;
  }

  reply(turn: string): AgentReply {
    const r = LIFT_REPLIES[this.language];
    this.answered = true;
    if (says('yes', turn, this.language)) this.liftsListing = 'yes';
    else if (says('no', turn, this.language)) this.liftsListing = 'no';
    return { text: this.liftsListing === 'yes' ? r.lifted : this.liftsListing === 'no' ? r.declined : r.unclear, endCall: true };
  }
}
