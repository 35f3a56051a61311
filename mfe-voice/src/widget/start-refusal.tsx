import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalSlot } from '../session/notices';
import type { VoicePhase } from '../session/voice-session';

/**
 * Why the start the visitor asked for was refused, beside the control they pressed (the launcher,
 * the Lumi demo's buttons): announced at once (`role="alert"`), kept until they close it or start
 * again, and brought into view clear of what the page fixes to the window's bottom.
 */
export function StartRefusalNote({ slot, phase, className }: { readonly slot: RefusalSlot; readonly phase: VoicePhase; readonly className?: string }) {
  const { t } = useTranslation('voice');
  const refusal = useSyncExternalStore(slot.subscribe, slot.current, () => null);
  const note = useRef<HTMLDivElement>(null);
  // A new start answers the old refusal: when the phase turns to connecting, not whenever a render
  // saw it connecting (the note may mount mid-start, its effect running after the refusal came).
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'connecting' && previous.current !== 'connecting') slot.show(null);
    previous.current = phase;
  }, [phase, slot]);
  useEffect(() => {
    if (refusal) note.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  if (!refusal) return null;
  return (
    <div ref={note} className={`vc-refusal${className ? ` ${className}` : ''}`} role="alert">
      <p className="vc-refusal__title">{refusal.title}</p>
      <p className="vc-refusal__text">{refusal.text}</p>
      {refusal.action && (
        <a className="vc-refusal__action" href={refusal.action.href}>
          {refusal.action.label}
        </a>
      )}
      <button type="button" className="vc-refusal__close" aria-label={t('refusal.close')} onClick={() => slot.show(null)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
