/** The microphone, as one path in a 24×24 box: the voice launcher's glyph wherever it is drawn. */
export const MICROPHONE_PATH = 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z';

/** The microphone in the text's color, hidden from screen readers (its button names it). */
export function MicrophoneIcon({ size = 24 }: { readonly size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={MICROPHONE_PATH} />
    </svg>
  );
}
