import type { AiNotice } from './voice-session';

/** The visit's session-storage key of the notice; the starter has work at a press only once it is set (vite.config.ts). */
export const NOTICE_STORAGE_KEY = 'voice-ai-notice';

/**
 * The notice before a visit's first conversation, remembered for the visit: this tab's session
 * storage, so moving to another page (a new document) does not show it again, and a new visit
 * does. Where storage is refused, this document remembers it.
 */
export function visitNotice(storage: () => Storage = () => window.sessionStorage): AiNotice {
  let acceptedHere = false;
  return {
    given() {
      try {
        return acceptedHere || storage().getItem(NOTICE_STORAGE_KEY) !== null;
      } catch {
        return acceptedHere;
      }
    },
    accept() {
      acceptedHere = true;
      try {
        storage().setItem(NOTICE_STORAGE_KEY, new Date().toISOString());
      } catch {
        // Remembered by this document alone.
      }
    },
  };
}
