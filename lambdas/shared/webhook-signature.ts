import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ElevenLabs signs each webhook with the webhook's secret: the header `ElevenLabs-Signature:
 * t=<unix seconds>,v0=<hex HMAC-SHA256 of "<t>.<raw body>">`. The check runs over the raw body as
 * it arrived, before any parsing, and refuses a timestamp more than 5 minutes away (Stripe's
 * default), so a captured request cannot be replayed for long (a replay within that time is the same
 * event, which the backend records once). ElevenLabs' webhook documentation asks only that the
 * timestamp be recent and names no clock skew of its own; its SDK's example allows 30 minutes, which
 * nothing it documents needs: it signs each delivery as it sends it and does not retry by default.
 */

/** As ElevenLabs writes it; header names are compared without regard to case. */
export const SIGNATURE_HEADER = 'ElevenLabs-Signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export type SignatureCheck = { readonly ok: true } | { readonly ok: false; readonly reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

function hmac(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header ElevenLabs would send for `rawBody` at `nowMs`: what the simulated agent and the tests send. */
export function signWebhook(secret: string, rawBody: string, nowMs = Date.now()): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  return `t=${timestamp},v0=${hmac(secret, timestamp, rawBody)}`;
}

export function verifyWebhookSignature(header: string | undefined, rawBody: string, secret: string, nowMs = Date.now()): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v0' && value && /^[0-9a-f]{64}$/i.test(value)).map(([, value]) => value!.toLowerCase());
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signatures.length) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowMs - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}
