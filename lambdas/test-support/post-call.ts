import { API_PATHS, POST_CALL_TRANSCRIPTION, type ElevenLabsConversation } from '@site/contracts';
import { handler as webhookHandler } from '../elevenlabs-webhook/index';
import { signWebhook } from '../shared/webhook-signature';
import { callApi, type ApiAnswer } from './invoke';

/** The secret the tests configure for the post-call webhook. */
export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The body ElevenLabs posts when a conversation ended. */
export function postCallBody(conversation: ElevenLabsConversation, eventTimestamp = Math.floor(Date.now() / 1000)): string {
  return JSON.stringify({ type: POST_CALL_TRANSCRIPTION, event_timestamp: eventTimestamp, data: conversation });
}

/** Posts a body to the webhook function as ElevenLabs does, signed with `secret` at `signedAtMs` unless a header is given. */
export function postToWebhook(
  body: string,
  options: { secret?: string; signedAtMs?: number; signature?: string | null } = {},
): Promise<ApiAnswer<Record<string, unknown>>> {
  const signature = options.signature === undefined ? signWebhook(options.secret ?? WEBHOOK_SECRET, body, options.signedAtMs) : options.signature;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'ElevenLabs-Signature': signature }) };
  return callApi(webhookHandler, API_PATHS.elevenLabsWebhook, { body, headers });
}
