import * as z from 'zod/mini';
import { codes, payloadObject } from './fields';

/** `POST /api/elevenlabs-token`: the agent defaults to the configured one. */
export const voiceTokenRequestSchema = payloadObject({
  agent_id: z.optional(z.string(codes()).check(z.trim(), z.minLength(1, 'required'), z.maxLength(128, 'too_long'))),
});
export type VoiceTokenRequest = z.input<typeof voiceTokenRequestSchema>;

/** A signed WebSocket URL for one conversation; it expires 15 minutes after issue. */
export const voiceTokenResponseSchema = z.object({ signed_url: z.url({ protocol: /^wss?$/ }) });
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;
