import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_PERSONAS } from '@site/contracts';
import { useNavigation } from '@site/ui';
import { conversationPorts } from '../session/conversation-ports';
import { useSessionState } from '../session/use-session-state';
import { createVoiceSession } from '../session/voice-session';
import { Composer } from '../widget/composer';
import { conversationStatus } from '../widget/status';
import { Transcript } from '../widget/transcript';

/**
 * The home page's sales bot, in place: a typed conversation with the agent as the demo of AI
 * Seller 24/7 (the `AI Seller` persona), in the page's language. The shell shows it when the
 * visitor presses the card's button, so it starts at once and its text field takes focus. It is a
 * conversation of its own, beside the floating assistant's; leaving the page ends it.
 */
export function SalesChat() {
  const { t } = useTranslation('voice');
  const { lang } = useNavigation();
  const language = useRef(lang);
  language.current = lang;
  const [session] = useState(() => createVoiceSession(conversationPorts(ASSISTANT_PERSONAS.salesBot, () => language.current)));
  const state = useSessionState(session);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    void session.start('text');
    setStarted(true);
    window.addEventListener('pagehide', session.end);
    return () => {
      window.removeEventListener('pagehide', session.end);
      session.end();
    };
  }, [session]);

  const status = conversationStatus(state);
  const over = started && state.phase === 'idle';
  return (
    <section className="vc-chat" aria-label={t('salesChat.title')} data-phase={state.phase} data-conversation-id={state.conversationId ?? undefined}>
      <p className={`vc-status vc-status--${status ?? 'ended'}`} role="status">
        {t(status ? `status.${status}` : 'salesChat.ended')}
      </p>
      <Transcript entries={state.transcript} emptyText={t('salesChat.empty')} />
      {over ? (
        <button type="button" className="ui-button ui-button--primary vc-chat__restart" onClick={() => void session.start('text')} autoFocus>
          {t('salesChat.restart')}
        </button>
      ) : (
        <div className="vc-chat__bar">
          <Composer onSend={session.send} ready={state.phase === 'connected'} autoFocus />
          <button type="button" className="ui-button ui-button--secondary vc-chat__end" onClick={session.end}>
            {t('salesChat.end')}
          </button>
        </div>
      )}
    </section>
  );
}
