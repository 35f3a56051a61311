import { describe, expect, it } from 'vitest';
import { signWebhook, SIGNATURE_TOLERANCE_MS, verifyWebhookSignature } from '../webhook-signature';

const SECRET = 'wsec_abc';
const BODY = '{"type":"post_call_transcription","data":{"conversation_id":"conv_1"}}';
const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('the ElevenLabs-Signature check', () => {
  it('accepts the HMAC-SHA256 of "<t>.<raw body>" made with the webhook’s secret', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=\d+,v0=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(header, BODY, SECRET, NOW)).toEqual({ ok: true });
    // Any one of several v0 signatures may match (a secret being rotated).
    expect(verifyWebhookSignature(`v0=${'0'.repeat(64)},${header}`, BODY, SECRET, NOW)).toEqual({ ok: true });
  });

  it('refuses a tampered body, another secret, a changed timestamp', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(header, BODY.replace('conv_1', 'conv_2'), SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(header, `${BODY} `, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature(header, BODY, 'wsec_other', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    const moved = header.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) - 1}`);
    expect(verifyWebhookSignature(moved, BODY, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature older or newer than 5 minutes, even if it was right then', () => {
    expect(SIGNATURE_TOLERANCE_MS).toBe(5 * 60_000);
    expect(verifyWebhookSignature(signWebhook(SECRET, BODY, NOW - SIGNATURE_TOLERANCE_MS + 1_000), BODY, SECRET, NOW)).toEqual({ ok: true });
    expect(verifyWebhookSignature(signWebhook(SECRET, BODY, NOW - SIGNATURE_TOLERANCE_MS - 1_000), BODY, SECRET, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhookSignature(signWebhook(SECRET, BODY, NOW + SIGNATURE_TOLERANCE_MS + 1_000), BODY, SECRET, NOW)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature(undefined, BODY, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    for (const header of ['', 'v0=abc', 't=now,v0=' + 'a'.repeat(64), `t=${NOW / 1000}`, 'garbage']) {
      expect(verifyWebhookSignature(header || undefined, BODY, SECRET, NOW).ok).toBe(false);
    }
  });
});
