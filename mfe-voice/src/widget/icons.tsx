import { MICROPHONE_PATH } from '@site/ui';

/** The microphone struck through, shown while it is muted; the wider stroke under the slash cuts it out of the microphone. */
export function MicOffIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={MICROPHONE_PATH} />
      <path className="vc-icon-cut" strokeWidth="5" strokeLinecap="round" d="M4 3l16 18" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 3l16 18" />
    </svg>
  );
}

/** A paper plane: send the message. */
export function SendIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10.1 15 12 3.4 13.9z" />
    </svg>
  );
}

/** A speech bubble with lines of text: type to the assistant. */
export function ChatIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 5v2h10V8H7zm0 4v2h7v-2H7z"
      />
    </svg>
  );
}

/** A thumb up (`down`: turned down): the visitor's rate of a conversation. */
export function ThumbIcon({ down = false, size = 20 }: { down?: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={down ? 'vc-icon-turned' : undefined}>
      <path fill="currentColor" d="M2 10h4v11H2zM8 21h9.3a2 2 0 0 0 2-1.6l1.6-7.5A2 2 0 0 0 19 9.5h-5.4l.8-3.9a1.6 1.6 0 0 0-.4-1.5L13 3 8 8.5z" />
    </svg>
  );
}

/** A telephone handset: have Lumi call the visitor's phone. */
export function PhoneIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
