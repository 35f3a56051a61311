export interface SpinnerProps {
  /** What is loading, for screen readers. */
  readonly label: string;
  /** Centers the spinner in the area it fills. */
  readonly centered?: boolean;
}

export function Spinner({ label, centered }: SpinnerProps) {
  const spinner = (
    <span className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
  return centered ? <div className="ui-spinner-center">{spinner}</div> : spinner;
}
