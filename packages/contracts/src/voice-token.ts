import * as z from 'zod/mini';
import { payloadObject, requiredText } from './fields';

/** `POST /api/elevenlabs-token`: the agent defaults to the configured one. */
export const voiceTokenRequestSchema = payloadObject({
  agent_id: z.optional(requiredText(128)),
});
export type VoiceTokenRequest = z.input<typeof voiceTokenRequestSchema>;

/** A signed WebSocket URL for one conversation; it expires 15 minutes after issue. */
export const voiceTokenResponseSchema = z.object({ signed_url: z.url({ protocol: /^wss?$/ }) });
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;
