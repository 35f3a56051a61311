import * as z from 'zod/mini';
import { conversationIdSchema } from './conversation-id';
import { CONVERSATION_CHANNELS } from './voice-agent-variables';
import { codes, oneOf, payloadObject, requiredText } from './fields';

/**
 * `POST /api/elevenlabs-token`: the agent defaults to the configured one, the channel to `voice`. A
 * typed chat (`text`) is paid from allowances of its own, as it costs no minutes of speech.
 */
export const voiceTokenRequestSchema = payloadObject({
  agent_id: z.optional(requiredText(128)),
  channel: z.optional(oneOf(CONVERSATION_CHANNELS)),
});
export type VoiceTokenRequest = z.input<typeof voiceTokenRequestSchema>;

/**
 * The place a signed conversation holds among those open at once: 32 random bytes, base64url. Only
 * the browser it was answered to knows it (the server keeps its SHA-256), so only that browser can
 * give the place back when its conversation ends.
 */
export const voicePlaceSchema = z.string(codes('invalid_value')).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_value'));

/** A signed WebSocket URL for one conversation (it expires 15 minutes after issue), and the place it holds. */
export const voiceTokenResponseSchema = z.object({ signed_url: z.url({ protocol: /^wss?$/ }), place: voicePlaceSchema });
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;

/** What the widget says of its conversation: it `started` (the place is bound to it), or it `ended` (the default). */
export const VOICE_CONVERSATION_PHASES = ['started', 'ended'] as const;
export type VoiceConversationPhase = (typeof VOICE_CONVERSATION_PHASES)[number];

/**
 * `POST /api/voice-conversation-end`: the conversation `conversation_id`, started with the URL that
 * `place` came with, has ended. The place is given back only once ElevenLabs says so. With `phase:
 * 'started'`, said as the conversation opens, the place is only bound to it: its end then gives the
 * place back even if the widget never says it (ElevenLabs' post-call webhook, or the sweeper, learns it).
 */
export const voiceConversationEndRequestSchema = payloadObject({
  place: voicePlaceSchema,
  conversation_id: conversationIdSchema,
  phase: z.optional(oneOf(VOICE_CONVERSATION_PHASES)),
});
export type VoiceConversationEndRequest = z.input<typeof voiceConversationEndRequestSchema>;

/** Whether the place was given back: false for a conversation still going (or just started), another's, or a place given back already. */
export const voiceConversationEndResponseSchema = z.object({ released: z.boolean() });
export type VoiceConversationEndResponse = z.infer<typeof voiceConversationEndResponseSchema>;
