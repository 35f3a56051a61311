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
