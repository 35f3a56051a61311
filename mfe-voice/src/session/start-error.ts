/** Why a conversation could not start; each kind has its own localized message (`errors.<kind>`). */
export type StartFailure = 'microphoneDenied' | 'microphoneMissing' | 'microphoneBusy' | 'serviceUnavailable' | 'noSignedUrl' | 'timeout';

export class VoiceStartError extends Error {
  constructor(
    readonly failure: StartFailure,
    message: string = failure,
  ) {
    super(message);
    this.name = 'VoiceStartError';
  }
}
