import { COMPANY, type Language } from '@site/model';

/**
 * How a call Lumi places opens ("Have Lumi call me"): the number was typed on the site by somebody,
 * not necessarily its owner, so before anything else the callee hears who is calling (an AI, and for
 * which company), why (a visitor of the site asked for a call to this number), and how to stop it.
 * What they answer decides the rest (`CALLEE_ANSWERS`): a callee who did not ask is put on the
 * do-not-call list, and the number rung reaches a manager only when the callee says they want that.
 * The backend sends these words as the conversation's first message; the agent's prompt says what
 * follows them.
 */
const SITE = COMPANY.email.slice(COMPANY.email.indexOf('@') + 1);

export const CALL_OPENING: Readonly<Record<Language, string>> = {
  en: `Hello, this is Lumi, Synthra’s AI assistant. Someone on ${SITE} asked us to call this number. Was that you? If not, just say so, and we will never call it again.`,
  ru: `Здравствуйте, это Lumi, AI-ассистент компании Synthra. На сайте ${SITE} попросили позвонить на этот номер. Это были вы? Если нет, просто скажите, и мы больше никогда на него не позвоним.`,
  pl: `Dzień dobry, tu Lumi, asystent AI firmy Synthra. Ktoś na stronie ${SITE} poprosił, żebyśmy zadzwonili pod ten numer. Czy to była Pani lub Pan? Jeśli nie, wystarczy to powiedzieć, a nigdy więcej pod niego nie zadzwonimy.`,
  uk: `Добрий день, це Lumi, AI-асистент компанії Synthra. На сайті ${SITE} попросили зателефонувати на цей номер. Це були ви? Якщо ні, просто скажіть, і ми більше ніколи на нього не зателефонуємо.`,
};

/**
 * How the one confirmation call opens that lifts a number's listing from the do-not-call list (the
 * privacy page's lift request): who calls, why, and that only the callee's yes takes the number off
 * the list. The number's owner is whoever answers it, so nothing else proves who asked.
 */
export const LIFT_CALL_OPENING: Readonly<Record<Language, string>> = {
  en: `Hello, this is Lumi, Synthra’s AI assistant. This number is on our list of numbers we never call, and someone on ${SITE} asked us to take it off. Do you want Lumi to be able to call this number again? Only a yes takes it off the list; otherwise nothing changes.`,
  ru: `Здравствуйте, это Lumi, AI-ассистент компании Synthra. Этот номер в нашем списке номеров, на которые мы никогда не звоним, и на сайте ${SITE} попросили убрать его оттуда. Вы хотите, чтобы Lumi снова мог звонить на этот номер? Мы уберём его из списка, только если вы скажете «да»; иначе ничего не изменится.`,
  pl: `Dzień dobry, tu Lumi, asystent AI firmy Synthra. Ten numer jest na naszej liście numerów, pod które nigdy nie dzwonimy, a ktoś na stronie ${SITE} poprosił o usunięcie go z niej. Czy chce Pani lub Pan, żeby Lumi znów mógł dzwonić pod ten numer? Usuniemy go z listy tylko wtedy, gdy usłyszymy „tak”; w przeciwnym razie nic się nie zmieni.`,
  uk: `Добрий день, це Lumi, AI-асистент компанії Synthra. Цей номер є в нашому списку номерів, на які ми ніколи не телефонуємо, і на сайті ${SITE} попросили прибрати його звідти. Ви хочете, щоб Lumi знову міг телефонувати на цей номер? Ми приберемо його зі списку, лише якщо ви скажете «так»; інакше нічого не зміниться.`,
};

/**
 * What the callee answered, as the conversation's data collection extracts it once the call ends
 * (`DATA_COLLECTION_FIELDS.calleeAskedForCall`, `.calleeWantsContact`, `.calleeLiftsListing`): `yes`, `no`, or nothing.
 */
export const CALLEE_ANSWERS = ['yes', 'no'] as const;
export type CalleeAnswer = (typeof CALLEE_ANSWERS)[number];

/** Reads an extracted value as an answer: only an exact `yes` or `no` counts; anything else is no answer. */
export function calleeAnswerOf(value: unknown): CalleeAnswer | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (CALLEE_ANSWERS as readonly string[]).includes(text) ? (text as CalleeAnswer) : undefined;
}
