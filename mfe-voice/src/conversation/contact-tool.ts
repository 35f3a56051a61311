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

/** What the tool answers the agent, in Russian as the spec words it (the agent reads it in any language): the call goes on either way. */
export const CONTACT_SAVED_REPLY = 'Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.';
export const CONTACT_FAILED_REPLY = 'Произошла ошибка при сохранении контактов, но мы всё равно можем продолжить разговор.';

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
 * failure sentence and can ask again instead of promising a call-back.
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

/** Resolves once the server answered with success; rejects with its last failure otherwise. */
async function post(path: ApiPath, body: unknown, retries: RetryOptions): Promise<void> {
  await withRetries(async () => {
    const answer = await postJson(path, body);
    if (!answer.ok) throw new ApiAnswerError(answer.status, answer.body);
  }, retries);
}
