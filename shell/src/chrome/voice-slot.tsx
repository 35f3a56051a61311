import { useTranslation } from 'react-i18next';
import type { Language } from '@site/i18n';
import type { RemoteWidgetProps } from '@site/ui';
import { RemoteBoundary } from '../federation/remote-boundary';
import { useRemoteModule } from '../federation/use-remote-module';

export const VOICE_WIDGET = { remote: 'voice', expose: './VoiceWidget' } as const;

/**
 * The floating voice assistant, mounted once for the whole visit so that a conversation goes on
 * across route changes. When its remote cannot load, a disabled button says so in its corner.
 */
export function VoiceSlot({ lang }: { lang: Language }) {
  const result = useRemoteModule<RemoteWidgetProps>(VOICE_WIDGET.remote, VOICE_WIDGET.expose, lang);
  if (!result) return null;
  const fallback = <VoiceUnavailable />;
  if (!result.ok) return fallback;
  const Widget = result.module.default;
  return (
    <RemoteBoundary name="voice:widget" fallback={fallback}>
      <Widget lang={lang} />
    </RemoteBoundary>
  );
}

function VoiceUnavailable() {
  const { t } = useTranslation('shell');
  return (
    <div className="sh-voice-unavailable" data-remote-fallback="">
      <button type="button" className="sh-voice-unavailable__button" disabled aria-describedby="voice-unavailable-note">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z"
          />
        </svg>
        <span className="ui-visually-hidden">{t('voice.label')}</span>
      </button>
      <p id="voice-unavailable-note" className="sh-voice-unavailable__note">
        {t('voice.unavailable')}
      </p>
    </div>
  );
}
