import { useTranslation } from 'react-i18next';
import type { Language, RemoteWidgetProps } from '@site/model';
import { prepareLanguage } from '@site/i18n';
import { MicrophoneIcon } from '@site/ui';
import { RemoteBoundary } from '../federation/remote-boundary';
import { prerenderedBuild } from '../federation/remote-island';
import { loadRemoteModule, type RemoteResult } from '../federation/remotes';
import { Island } from '../islands/island';
import { lazyValue, type Lazy } from '../islands/lazy';

let widget: Lazy<RemoteResult<RemoteWidgetProps>> | undefined;

/** The voice remote's widget, loaded once per visit, with its translations in the language it first shows. */
function voiceWidget(lang: Language): Lazy<RemoteResult<RemoteWidgetProps>> {
  widget ??= lazyValue(async () => {
    const result = await loadRemoteModule<RemoteWidgetProps>('voice', './VoiceWidget');
    if (result.ok) await prepareLanguage(lang, result.module.namespaces);
    return result;
  });
  return widget;
}

/**
 * The floating voice assistant, mounted once for the whole visit so that a conversation goes on
 * across route changes. Its code loads after the page's takeover (a press on the launcher before
 * then shows it connecting, and is answered once it has loaded). When its remote cannot load, a
 * disabled button says so in its corner.
 */
export function VoiceSlot({ lang }: { lang: Language }) {
  return (
    <Island
      name="voice:widget"
      content={voiceWidget(lang)}
      differsFrom={(result, prerendered) => !result.ok || prerenderedBuild(prerendered, 'voice') !== result.module.buildId}
    >
      {(result) => {
        if (!result.ok) return <VoiceUnavailable />;
        const Widget = result.module.default;
        return (
          <RemoteBoundary name="voice:widget" fallback={<VoiceUnavailable />}>
            <Widget />
          </RemoteBoundary>
        );
      }}
    </Island>
  );
}

function VoiceUnavailable() {
  const { t } = useTranslation('shell');
  return (
    <div className="ui-floating sh-voice-unavailable" data-remote-fallback="">
      <button type="button" className="ui-fab sh-voice-unavailable__button" disabled aria-describedby="voice-unavailable-note">
        <MicrophoneIcon />
        <span className="ui-visually-hidden">{t('voice.label')}</span>
      </button>
      <p id="voice-unavailable-note" className="sh-voice-unavailable__note">
        {t('voice.unavailable')}
      </p>
    </div>
  );
}
