import { VoiceStartError } from './start-error';

/**
 * Asks for the microphone before anything else is fetched, so a visitor who refuses it hears why
 * at once. The stream is released straight away: the SDK opens its own with its own constraints.
 */
export async function requestMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new VoiceStartError('microphoneMissing', 'no mediaDevices API in this context');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw microphoneError(error);
  }
  stream.getTracks().forEach((track) => track.stop());
}

function microphoneError(error: unknown): Error {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return new VoiceStartError('microphoneDenied', message);
    case 'NotFoundError':
    case 'OverconstrainedError':
      return new VoiceStartError('microphoneMissing', message);
    case 'NotReadableError':
    case 'AbortError':
      return new VoiceStartError('microphoneBusy', message);
    default:
      return error instanceof Error ? error : new Error(message);
  }
}
