/**
 * Why a conversation could not start; each kind has its own localized message (`errors.<kind>`).
 * `unavailableToday`: the day's allowance of calls, or of typed chats, is spent (the site's, or the
 * visitor's network's or provider's).
 * `busyNetwork`: the visitor's network has too many conversations open, or asked for too many
 * within minutes (429 `rate_limited`): a wait of minutes, not a day.
 * `busyAssistant`: the agent holds as many conversations as it can, whoever opened them (429
 * `assistant_busy`): minutes too, and the contacts page's form and picker meanwhile.
 */
export type StartFailure =
  | 'microphoneDenied'
  | 'microphoneMissing'
  | 'microphoneBusy'
  | 'serviceUnavailable'
  | 'unavailableToday'
  | 'busyNetwork'
  | 'busyAssistant'
  | 'noSignedUrl'
  | 'timeout';

export class VoiceStartError extends Error {
  constructor(
    readonly failure: StartFailure,
    message: string = failure,
  ) {
    super(message);
    this.name = 'VoiceStartError';
  }
}
