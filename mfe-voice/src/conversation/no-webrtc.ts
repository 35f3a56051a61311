/**
 * Stands in for `livekit-client` in this remote's build (`vite.config.ts`). The SDK needs LiveKit
 * only for WebRTC conversations, started with a conversation token; this site's conversations,
 * spoken and typed, go over the signed URL's WebSocket, so the SDK never reaches it here, and the
 * stand-in keeps about 130 KB (gzip) of LiveKit out of what a visitor downloads on the first
 * start. Reached all the same, it says why.
 */
function webRtcIsNotBuiltIn(): never {
  throw new Error('WebRTC conversations are not built into this site: its conversations use a signed URL over a WebSocket (see mfe-voice/vite.config.ts).');
}

export class Room {
  constructor() {
    webRtcIsNotBuiltIn();
  }
}

export function createLocalAudioTrack(): never {
  return webRtcIsNotBuiltIn();
}

// Enums the SDK reads only inside a WebRTC connection.
export const RoomEvent = {};
export const Track = {};
export const ConnectionState = {};
