import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestMicrophone } from './microphone';
import type { VoiceStartError } from './start-error';

function microphone(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'granted',
    (error: VoiceStartError) => error.failure ?? error.message,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the microphone request', () => {
  it('releases the stream at once when granted: the SDK opens its own', async () => {
    const stop = vi.fn();
    microphone(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
    await requestMicrophone();
    expect(stop).toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'microphoneDenied'],
    ['SecurityError', 'microphoneDenied'],
    ['NotFoundError', 'microphoneMissing'],
    ['NotReadableError', 'microphoneBusy'],
  ])('tells %s apart as %s', async (name, failure) => {
    microphone(async () => Promise.reject(new DOMException('no', name)));
    expect(await failureOf(requestMicrophone())).toBe(failure);
  });

  it('counts a page without the media devices API as having no microphone', async () => {
    vi.stubGlobal('navigator', {});
    expect(await failureOf(requestMicrophone())).toBe('microphoneMissing');
  });
});
