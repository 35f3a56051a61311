import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSISTANT_REQUEST_ATTRIBUTE,
  ASSISTANT_REQUEST_EVENT,
  PAGE_HELD_ATTRIBUTE,
  STARTER_ATTRIBUTE,
  type AssistantChannel,
  type Language,
  type RemoteWidgetProps,
} from '@site/model';
import { MicrophoneIcon } from '@site/ui';
import { RemoteIsland } from '../federation/remote-island';
import { remoteContent, type RemoteContent } from '../federation/remotes';
import { ISLAND_WANTED, islandSelector, WANTS_ISLAND_ATTRIBUTE } from '../page-protocol';

const VOICE_WIDGET = 'voice:widget';

let widget: RemoteContent<RemoteWidgetProps> | undefined;

/** The voice remote's widget, loaded once per visit, with its translations in the language it first shows. */
function voiceWidget(lang: Language): RemoteContent<RemoteWidgetProps> {
  widget ??= remoteContent<RemoteWidgetProps>('voice', './VoiceWidget', { lang });
  return widget;
}

/** Marks a button that opens the assistant: a press on it before the app runs wants the widget's island at once (src/start/). */
export const opensAssistant = { [WANTS_ISLAND_ATTRIBUTE]: VOICE_WIDGET } as const;
/** Marks a button that starts a call: a press on it before the app runs begins the call with the voice remote's starter. */
export const startsCall = { ...opensAssistant, [STARTER_ATTRIBUTE]: 'voice' } as const;

/**
 * Opens the assistant from elsewhere on the page (the home hero's "Talk to Lumi"): the request is
 * left on the page for the widget, which takes it at once if it runs, or when it hydrates, which
 * this asks for. The widget's code loads only now, on the visitor's press.
 */
export function requestAssistant(channel: AssistantChannel): void {
  document.documentElement.setAttribute(ASSISTANT_REQUEST_ATTRIBUTE, channel);
  window.dispatchEvent(new Event(ASSISTANT_REQUEST_EVENT));
  document.querySelector(islandSelector(VOICE_WIDGET))?.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
}

/**
 * The floating voice assistant, mounted once for the whole visit so that a conversation goes on
 * across route changes. Its code loads after the page's takeover (a press on the launcher before
 * then shows it connecting, and is answered once it has loaded), and nothing shows in its place
 * meanwhile. When its remote cannot load, a disabled button says so in its corner. On a prerendered
 * page it hydrates when the launcher is pressed, or when a conversation starts elsewhere on the page
 * (the Lumi demo's), which the widget then shows.
 */
export function VoiceSlot({ lang }: { lang: Language }) {
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(PAGE_HELD_ATTRIBUTE))
        document.querySelector(islandSelector(VOICE_WIDGET))?.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
    });
    observer.observe(root, { attributeFilter: [PAGE_HELD_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);
  return (
    <RemoteIsland<RemoteWidgetProps> name={VOICE_WIDGET} remote="voice" content={voiceWidget(lang)} props={{}} fallback={<VoiceUnavailable />} pending={null} />
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
