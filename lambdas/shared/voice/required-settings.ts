import { elevenLabsSettings, type ElevenLabsSettings } from '../read-settings';
import { HttpError } from '../http';

/**
 * The key and agents, or a 503 `voice_not_configured` answer: without them no conversation can start
 * here, so a request that needs one (a token, a contact taken in one) is refused, nothing stored.
 * Apart from read-settings.ts, which the operator commands read outside any function.
 */
export async function requiredElevenLabsSettings(): Promise<ElevenLabsSettings> {
  const settings = await elevenLabsSettings();
  if (!settings) throw new HttpError(503, { error: 'voice_not_configured', message: 'voice assistant not configured' });
  return settings;
}
