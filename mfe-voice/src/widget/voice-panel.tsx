import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MicrophoneIcon } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession } from '../session/page-session';
import type { VoiceState } from '../session/voice-session';
import { MicOffIcon } from './icons';
import { Transcript } from './transcript';

/** The open conversation: avatar, status, transcript, mute, minimize and end. Escape minimizes. */
export function VoicePanel({ state }: { state: VoiceState }) {
  const { t } = useTranslation('voice');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    pageSession.minimize();
  };

  return (
    <section className="vc-panel" aria-labelledby="vc-panel-title" onKeyDown={onKeyDown}>
      <h2 id="vc-panel-title" className="vc-panel__title">
        {t('panel.title')}
      </h2>
      <div className="vc-panel__stage">
        <VoiceAvatar mode={state.mode} />
        <p className={`vc-status vc-status--${state.mode}`}>{t(`status.${state.mode}`)}</p>
      </div>
      <Transcript entries={state.transcript} />
      <div className="vc-panel__actions">
        <button type="button" className="vc-icon-button" aria-pressed={state.muted} title={t('panel.mute')} onClick={pageSession.toggleMute}>
          {state.muted ? <MicOffIcon /> : <MicrophoneIcon />}
          <span className="ui-visually-hidden">{t('panel.mute')}</span>
        </button>
        <button type="button" className="ui-button ui-button--secondary vc-panel__minimize" onClick={pageSession.minimize} data-autofocus="">
          {t('panel.minimize')}
        </button>
        <button type="button" className="ui-button vc-panel__end" onClick={pageSession.end}>
          {t('panel.end')}
        </button>
      </div>
    </section>
  );
}
