const MIC = 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z';

export function MicIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={MIC} />
    </svg>
  );
}

/** The microphone struck through, shown while it is muted; the wider stroke under the slash cuts it out of the microphone. */
export function MicOffIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={MIC} />
      <path className="vc-icon-cut" strokeWidth="5" strokeLinecap="round" d="M4 3l16 18" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 3l16 18" />
    </svg>
  );
}
