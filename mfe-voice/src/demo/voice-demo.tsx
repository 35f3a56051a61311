import { useTranslation } from 'react-i18next';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession, usePageSession } from '../session/page-session';

/**
 * The Lumi AI page's live demo. It drives the page's one voice session, so the floating widget
 * shows the same conversation and the page never opens a second one.
 */
export function VoiceDemo() {
  const state = usePageSession();
  const { t } = useTranslation('voice');
  const connected = state.phase === 'connected';
  const connecting = state.phase === 'connecting';

  return (
    <div className="vc-demo" data-phase={state.phase}>
      <VoiceAvatar mode={connected ? state.mode : undefined} />
      {connected && <p className={`vc-status vc-status--${state.mode}`}>{t(`demo.${state.mode}`)}</p>}
      <button
        type="button"
        className={`ui-button ui-button--lg ${connected ? 'vc-demo__end' : 'ui-button--primary'}`}
        aria-disabled={connecting || undefined}
        onClick={connected ? pageSession.end : () => void pageSession.start()}
      >
        {connecting && <span className="vc-demo__spinner" aria-hidden="true" />}
        {t(connected ? 'demo.end' : connecting ? 'demo.connecting' : 'demo.start')}
      </button>
    </div>
  );
}
