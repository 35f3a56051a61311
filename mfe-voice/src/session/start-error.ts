/**
 * Why a conversation could not start; each kind has its own localized message (`errors.<kind>`).
 * `unavailableToday`: the day's voice allowance is spent (the site's, or the visitor's network's).
 */
export type StartFailure = 'microphoneDenied' | 'microphoneMissing' | 'microphoneBusy' | 'serviceUnavailable' | 'unavailableToday' | 'noSignedUrl' | 'timeout';

export class VoiceStartError extends Error {
  constructor(
    readonly failure: StartFailure,
    message: string = failure,
  ) {
    super(message);
    this.name = 'VoiceStartError';
  }
}
