import { useTranslation } from 'react-i18next';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession, usePageSession } from '../session/page-session';
import { AiNoticeText } from '../widget/ai-notice';

/**
 * The Lumi AI page's live demo. It drives the page's one conversation, so the floating widget
 * shows the same conversation and the page never opens a second one. Beside the call, the visitor
 * can type instead: the conversation then opens in the widget's panel, its text field focused;
 * when a call cannot have the microphone, the demo says why and offers the same. Under its
 * buttons it tells the visitor what the widget's notice does (an AI, ElevenLabs, what is kept).
 */
export function VoiceDemo() {
  const state = usePageSession();
  const { t } = useTranslation('voice');
  const connected = state.phase === 'connected';
  const connecting = state.phase === 'connecting';
  const typed = state.channel === 'text';

  return (
    <div className="vc-demo" data-phase={state.phase} data-channel={state.channel}>
      <VoiceAvatar mode={connected && !typed ? state.mode : undefined} />
      {connected && !typed && <p className={`vc-status vc-status--${state.mode}`}>{t(`demo.${state.mode}`)}</p>}
      {connected && typed && <p className="vc-demo__note">{t('demo.typing')}</p>}
      {state.typingOffered && (
        <p className="vc-demo__note" role="status">
          {t(`errors.${state.typingOffered}`)}
        </p>
      )}
      <div className="vc-demo__actions">
        <button
          type="button"
          className={`ui-button ui-button--lg ${connected ? 'vc-demo__end' : 'ui-button--primary'}`}
          aria-disabled={connecting || undefined}
          onClick={connected ? pageSession.end : () => void pageSession.start()}
        >
          {connecting && <span className="vc-demo__spinner" aria-hidden="true" />}
          {t(connected ? (typed ? 'demo.endChat' : 'demo.end') : connecting ? 'demo.connecting' : 'demo.start')}
        </button>
        {state.phase === 'idle' && (
          <button type="button" className="ui-button ui-button--lg ui-button--secondary" onClick={() => void pageSession.start('text')}>
            {t('typeInstead')}
          </button>
        )}
      </div>
      {/* Its buttons start a conversation at once: what the widget's notice says is said here, beside them. */}
      {state.phase === 'idle' && <AiNoticeText className="vc-demo__notice" />}
    </div>
  );
}
