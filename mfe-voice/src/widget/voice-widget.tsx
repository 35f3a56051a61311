import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MicrophoneIcon } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { pageSession, usePageSession } from '../session/page-session';
import type { VoiceState } from '../session/voice-session';
import { useFocusFollowsView } from './use-focus-follows-view';
import { VoicePanel } from './voice-panel';

/**
 * The floating voice assistant, fixed bottom right on every page: a round launcher, a spinner while
 * it connects, then the conversation's panel or, minimized, the avatar alone.
 */
export function VoiceWidget() {
  const state = usePageSession();
  const { t } = useTranslation('voice');
  const rootRef = useRef<HTMLDivElement>(null);
  const view = state.phase === 'connected' ? state.view : 'launcher';
  useFocusFollowsView(rootRef, view);

  return (
    <div ref={rootRef} className={`ui-floating vc-widget vc-widget--${view}`} data-phase={state.phase} data-conversation-id={state.conversationId ?? undefined}>
      <p className="ui-visually-hidden" role="status">
        {statusText(state, t)}
      </p>
      {view === 'expanded' && <VoicePanel state={state} />}
      {view === 'minimized' && (
        <button type="button" className="vc-minimized" aria-label={t('minimized.expand')} onClick={pageSession.expand} data-autofocus="">
          <VoiceAvatar mode={state.mode} />
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
  );
}

/** What screen readers hear when the conversation's state changes. */
function statusText(state: VoiceState, t: (key: string) => string): string {
  if (state.phase === 'connecting') return t('status.connecting');
  if (state.phase === 'connected') return t(`status.${state.mode}`);
  return '';
}
