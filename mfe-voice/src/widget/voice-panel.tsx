import { useTranslation } from 'react-i18next';
import { MicrophoneIcon } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession } from '../session/page-session';
import { onEscape } from './on-escape';
import type { VoiceState } from '../session/voice-session';
import { Composer } from './composer';
import { MicOffIcon } from './icons';
import { conversationStatus } from './status';
import { Suggestions } from './suggestions';
import { Transcript } from './transcript';

/**
 * The open conversation: during a call, the avatar, status, transcript, a text field, mute,
 * minimize and end; in a typed conversation, the status, the transcript and the text field, which
 * takes focus, with minimize and end. Until the visitor has said anything, a few questions for the
 * page they are on are suggested. Escape minimizes.
 */
export function VoicePanel({ state }: { state: VoiceState }) {
  const { t } = useTranslation('voice');
  const typed = state.channel === 'text';
  const status = conversationStatus(state);
  const onKeyDown = onEscape(() => pageSession.minimize());

  return (
    <section className={`vc-panel vc-panel--${state.channel}`} aria-labelledby="vc-panel-title" onKeyDown={onKeyDown}>
      <h2 id="vc-panel-title" className="vc-panel__title">
        {t(typed ? 'panel.chatTitle' : 'panel.title')}
      </h2>
      {typed ? (
        <p className={`vc-status vc-status--${status}`}>{status && t(`status.${status}`)}</p>
      ) : (
        <div className="vc-panel__stage">
          <VoiceAvatar mode={state.mode} />
          <p className={`vc-status vc-status--${state.mode}`}>{t(`status.${state.mode}`)}</p>
        </div>
      )}
      <Transcript entries={state.transcript} emptyText={t(typed ? 'panel.chatEmpty' : 'panel.transcriptEmpty')} />
      {state.phase === 'connected' && !state.transcript.some((entry) => entry.role === 'user') && (
        <Suggestions onAsk={(question) => void pageSession.ask(question)} />
      )}
      <Composer onSend={pageSession.send} ready={state.phase === 'connected'} first={typed} />
      <div className="vc-panel__actions">
        {!typed && (
          <button type="button" className="vc-icon-button" aria-pressed={state.muted} title={t('panel.mute')} onClick={pageSession.toggleMute}>
            {state.muted ? <MicOffIcon /> : <MicrophoneIcon />}
            <span className="ui-visually-hidden">{t('panel.mute')}</span>
          </button>
        )}
        <button
          type="button"
          className="ui-button ui-button--secondary vc-panel__minimize"
          onClick={pageSession.minimize}
          aria-disabled={state.phase !== 'connected' || undefined}
          data-autofocus={typed ? undefined : ''}
        >
          {t('panel.minimize')}
        </button>
        <button type="button" className="ui-button ui-button--secondary vc-panel__end" onClick={pageSession.end}>
          {t('panel.end')}
        </button>
      </div>
    </section>
  );
}

/**
 * Offered when a call cannot have the microphone (refused, missing or busy): the reason, and a
 * typed conversation with the same assistant instead. Escape closes it.
 */
export function TypingOffer({ failure }: { failure: NonNullable<VoiceState['typingOffered']> }) {
  const { t } = useTranslation('voice');
  const onKeyDown = onEscape(() => pageSession.dismissOffer());
  return (
    <section className="vc-panel vc-offer" aria-labelledby="vc-offer-title" aria-describedby="vc-offer-reason" onKeyDown={onKeyDown}>
      <h2 id="vc-offer-title" className="vc-panel__title">
        {t('offer.title')}
      </h2>
      <p id="vc-offer-reason" className="vc-offer__reason">
        {t(`errors.${failure}`)}
      </p>
      <p className="vc-offer__text">{t('offer.text')}</p>
      <div className="vc-panel__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={pageSession.dismissOffer}>
          {t('offer.close')}
        </button>
        <button type="button" className="ui-button ui-button--primary" onClick={() => void pageSession.start('text')} data-autofocus="">
          {t('typeInstead')}
        </button>
      </div>
    </section>
  );
}
