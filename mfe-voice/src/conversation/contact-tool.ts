import {
  API_PATHS,
  contactToolParametersSchema,
  DEFAULT_VOICE_LEAD_NAME,
  ApiAnswerError,
  postJson,
  refusalCode,
  toOneLine,
  UNKNOWN_CONVERSATION_ID,
  withRetries,
  type ApiLanguage,
  type ApiPath,
  type RetryOptions,
  type VoiceConversationRequest,
  type VoiceNotificationRequest,
} from '@site/contracts';
import { COMPANY } from '@site/model';

/** What the tool answers the agent, in Russian as the spec words it (the agent reads it in any language): the call goes on either way. */
export const CONTACT_SAVED_REPLY = 'Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.';
export const CONTACT_FAILED_REPLY = 'Произошла ошибка при сохранении контактов, но мы всё равно можем продолжить разговор.';
/**
 * What the tool answers when the server says the contact is not passed on (its number's callee told
 * Lumi they want no calls), in the conversation's language: the agent must not promise a call.
 */
export const CONTACT_NOT_PASSED_ON_REPLY: Readonly<Record<ApiLanguage, string>> = {
  en: `We cannot pass this number on to a manager: its owner asked us not to call it. You can give another number or write to us at ${COMPANY.email}.`,
  ru: `Мы не можем передать этот номер менеджеру: его владелец попросил нас на него не звонить. Вы можете назвать другой номер или написать нам на ${COMPANY.email}.`,
  uk: `Ми не можемо передати цей номер менеджерові: його власник попросив нас на нього не дзвонити. Ви можете назвати інший номер або написати нам на ${COMPANY.email}.`,
  pl: `Nie możemy przekazać tego numeru menedżerowi: jego właściciel poprosił nas, żebyśmy na niego nie dzwonili. Możesz podać inny numer albo napisać do nas na ${COMPANY.email}.`,
};

export interface ContactToolContext {
  /** The conversation's id from the SDK, when it has one. */
  conversationId(): string | undefined;
  /** When the session started (epoch ms); the duration runs from there to the capture. */
  startedAt(): number;
  /** The conversation's language (the page's when it started), recorded with the contact. */
  readonly language: ApiLanguage;
  onSaved(): void;
  /**
   * Both calls were refused because the visitor's network spent its hour's allowance
   * (`network_limit_reached`): the contact reaches a manager from the call's record once it ends.
   */
  onNetworkLimit?(): void;
}

interface Contact {
  readonly phone: string;
  readonly name: string | null;
}

/**
 * The tool's handler: sends the contact to both endpoints (one function), which keep it as an early
 * copy keyed on the conversation and the phone, held until the call's own record (the webhook, or
 * the sweeper's lookup) confirms the agent took that phone and only then tells a manager; so either
 * call alone keeps it and the second finds it there. Each call is retried on network failures, rate limits and server errors
 * with the very same body, so a retry is the same contact, never a second one. The visitor is
 * thanked only once a call has answered that the contact is stored; otherwise the agent hears the
 * failure sentence and can ask again instead of promising a call-back; when an answer says the
 * number is not passed on, it hears why and what the visitor can do instead, and nobody is thanked.
 */
export function createContactTool(context: ContactToolContext, retries: RetryOptions = {}): (parameters: unknown) => Promise<string> {
  return async (parameters) => {
    const contact = readContact(parameters);
    if (!contact) return CONTACT_FAILED_REPLY;
    const capturedAt = Date.now();
    const conversationId = context.conversationId() || UNKNOWN_CONVERSATION_ID;
    const duration = Math.max(0, Math.round((capturedAt - context.startedAt()) / 1000));
    const conversation: VoiceConversationRequest = {
      conversation_id: conversationId,
      phone_number: contact.phone,
      user_name: contact.name,
      duration_seconds: duration,
      language: context.language,
    };
    const notification: VoiceNotificationRequest = {
      formType: 'voice_conversion',
      name: contact.name ?? DEFAULT_VOICE_LEAD_NAME,
      phone: contact.phone,
      timestamp: new Date(capturedAt).toISOString(),
      language: context.language,
      conversationId,
      duration,
    };
    const answers = await Promise.allSettled([
      post(API_PATHS.saveVoiceConversation, conversation, retries),
      post(API_PATHS.sendTelegramNotification, notification, retries),
    ]);
    if (!answers.some((answer) => answer.status === 'fulfilled')) {
      if (answers.some((answer) => answer.status === 'rejected' && isNetworkLimit(answer.reason))) context.onNetworkLimit?.();
      return CONTACT_FAILED_REPLY;
    }
    if (answers.some((answer) => answer.status === 'fulfilled' && !answer.value)) return CONTACT_NOT_PASSED_ON_REPLY[context.language];
    context.onSaved();
    return CONTACT_SAVED_REPLY;
  };
}

/** The agent's parameters, read with the tool's own schema (the one the agent's definition publishes). */
function readContact(parameters: unknown): Contact | undefined {
  const parsed = contactToolParametersSchema.safeParse(parameters);
  if (!parsed.success) return undefined;
  // The name as a one-line field takes it: an invisible character the agent heard would have the
  // server refuse the whole contact. The phone is sent as heard, on one line; the server normalizes it.
  return { phone: toOneLine(parsed.data.phone), name: toOneLine(parsed.data.name ?? '') || null };
}

function isNetworkLimit(error: unknown): boolean {
  return error instanceof ApiAnswerError && error.status === 429 && refusalCode(error.body) === 'network_limit_reached';
}

/** Resolves once the server answered with success, with whether it passes the contact on; rejects with its last failure otherwise. */
async function post(path: ApiPath, body: unknown, retries: RetryOptions): Promise<boolean> {
  return withRetries(async () => {
    const answer = await postJson(path, body);
    if (!answer.ok) throw new ApiAnswerError(answer.status, answer.body);
    return !isNotPassedOn(answer.body);
  }, retries);
}

/** The server's `passedOn: false`: the number's callee asked Lumi never to call it. */
function isNotPassedOn(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { passedOn?: unknown }).passedOn === false;
}
