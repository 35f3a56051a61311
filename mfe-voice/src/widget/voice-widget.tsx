import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MicrophoneIcon } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession, usePageSession } from '../session/page-session';
import type { VoiceState } from '../session/voice-session';
import { ChatIcon } from './icons';
import { statusKey } from './status';
import { useFocusFollowsView } from './use-focus-follows-view';
import { TypingOffer, VoicePanel } from './voice-panel';

type WidgetView = 'launcher' | 'offer' | 'expanded' | 'minimized';

/** What the widget shows: a typed conversation opens its panel at once, to be written in while it connects; a call, once connected. */
function widgetView(state: VoiceState): WidgetView {
  if (state.typingOffered) return 'offer';
  if (state.phase === 'connected') return state.view;
  if (state.phase === 'connecting' && state.channel === 'text') return 'expanded';
  return 'launcher';
}

/**
 * The floating assistant, fixed bottom right on every page: a round launcher that starts a call,
 * with a smaller button above it to type instead; a spinner while a call connects; then the
 * conversation's panel or, minimized, the avatar alone. A call that cannot have the microphone
 * offers typing instead, with the reason.
 */
export function VoiceWidget() {
  const state = usePageSession();
  const { t } = useTranslation('voice');
  const rootRef = useRef<HTMLDivElement>(null);
  const view = widgetView(state);
  useFocusFollowsView(rootRef, `${view}:${state.channel}`, view === 'expanded' && state.channel === 'text');
  const status = statusKey(state);

  return (
    <div
      ref={rootRef}
      className={`ui-floating vc-widget vc-widget--${view}`}
      data-phase={state.phase}
      data-channel={state.channel}
      data-conversation-id={state.conversationId ?? undefined}
    >
      <p className="ui-visually-hidden" role="status">
        {status ? t(status) : ''}
      </p>
      {view === 'expanded' && <VoicePanel state={state} />}
      {view === 'offer' && <TypingOffer failure={state.typingOffered!} />}
      {view === 'minimized' && (
        <button type="button" className="vc-minimized" aria-label={t('minimized.expand')} onClick={pageSession.expand} data-autofocus="">
          <VoiceAvatar mode={state.channel === 'voice' ? state.mode : undefined} />
        </button>
      )}
      {view === 'launcher' && <Launcher connecting={state.phase === 'connecting'} />}
    </div>
  );
}

/**
 * While connecting the launcher keeps focus but does nothing (`aria-disabled`): a `disabled`
 * button would drop keyboard focus to the top of the page.
 */
function Launcher({ connecting }: { connecting: boolean }) {
  const { t } = useTranslation('voice');
  return (
    <>
      {!connecting && (
        <button type="button" className="vc-type-launcher" title={t('launcher.type')} onClick={() => void pageSession.start('text')}>
          <ChatIcon />
          <span className="ui-visually-hidden">{t('launcher.type')}</span>
        </button>
      )}
      <button
        type="button"
        className="ui-fab vc-launcher"
        aria-label={t(connecting ? 'launcher.connecting' : 'launcher.start')}
        aria-disabled={connecting || undefined}
        aria-busy={connecting || undefined}
        onClick={() => void pageSession.start()}
        data-autofocus=""
      >
        {connecting ? <span className="vc-launcher__spinner" aria-hidden="true" /> : <MicrophoneIcon size={26} />}
      </button>
    </>
  );
}
