import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_REQUEST_ATTRIBUTE, ASSISTANT_REQUEST_EVENT, STARTER_ATTRIBUTE } from '@site/model';
import { MicrophoneIcon } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { launcherRefusals, pageSession, usePageSession } from '../session/page-session';
import type { VoiceState } from '../session/voice-session';
import { AiNotice } from './ai-notice';
import { EndedConversation } from './ended-conversation';
import { CallMe } from '../phone-call/call-me';
import { ChatIcon, PhoneIcon } from './icons';
import { onEscape } from './on-escape';
import { statusKey } from './status';
import { StartRefusalNote } from './start-refusal';
import { useFocusFollowsView } from './use-focus-follows-view';
import { TypingOffer, VoicePanel } from './voice-panel';

type WidgetView = 'launcher' | 'offer' | 'notice' | 'expanded' | 'minimized' | 'ended' | 'phone';

/**
 * What the widget shows: a typed conversation opens its panel at once, to be written in while it
 * connects; a call, once connected; an ended conversation leaves its transcript until it is closed.
 */
function widgetView(state: VoiceState): WidgetView {
  if (state.typingOffered) return 'offer';
  if (state.noticeFor) return 'notice';
  if (state.phase === 'connected') return state.view;
  if (state.phase === 'connecting' && state.channel === 'text') return 'expanded';
  if (state.phase === 'idle' && state.transcript.length > 0) return 'ended';
  return 'launcher';
}

/** Takes a request to open the assistant made elsewhere on the page (the home hero), now and whenever another comes. */
function useAssistantRequests(): void {
  useEffect(() => {
    const take = () => {
      const root = document.documentElement;
      const channel = root.getAttribute(ASSISTANT_REQUEST_ATTRIBUTE);
      root.removeAttribute(ASSISTANT_REQUEST_ATTRIBUTE);
      if (channel === 'voice' || channel === 'text') pageSession.open(channel);
    };
    take();
    window.addEventListener(ASSISTANT_REQUEST_EVENT, take);
    return () => window.removeEventListener(ASSISTANT_REQUEST_EVENT, take);
  }, []);
}

/**
 * The floating assistant, fixed bottom right on every page: a round launcher that starts a call,
 * labelled until the visitor has used it, with a smaller labelled button above it to type instead;
 * before the visit's first conversation, the notice that it is an AI; a spinner while a call
 * connects; then the conversation's panel or, minimized, the avatar alone; once it ends, its
 * transcript. A call that cannot have the microphone offers typing instead, with the reason.
 */
export function VoiceWidget() {
  const state = usePageSession();
  const { t } = useTranslation('voice');
  const rootRef = useRef<HTMLDivElement>(null);
  // "Have Lumi call me" opens from the launcher while no conversation is on.
  const [phoneOpen, setPhoneOpen] = useState(false);
  const stateView = widgetView(state);
  const view: WidgetView = phoneOpen && stateView === 'launcher' ? 'phone' : stateView;
  // The notice and a typed conversation may be opened from elsewhere on the page (the hero, the Lumi demo): they take focus.
  useFocusFollowsView(rootRef, `${view}:${state.channel}`, view === 'notice' || view === 'phone' || (view === 'expanded' && state.channel === 'text'));
  useAssistantRequests();
  // The launcher's words go once the visitor has used it (on this page: the prerendered one always has them).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (state.phase !== 'idle') setUsed(true);
  }, [state.phase]);
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
      {view === 'notice' && <AiNotice channel={state.noticeFor!} />}
      {view === 'ended' && <EndedConversation entries={state.transcript} conversationId={state.endedConversationId} />}
      {view === 'minimized' && (
        <button type="button" className="vc-minimized" aria-label={t('minimized.expand')} onClick={pageSession.expand} data-autofocus="">
          <VoiceAvatar mode={state.channel === 'voice' ? state.mode : undefined} />
        </button>
      )}
      {view === 'phone' && <PhoneCallPanel onClose={() => setPhoneOpen(false)} />}
      {view === 'launcher' && <StartRefusalNote slot={launcherRefusals} phase={state.phase} className="vc-refusal--launcher" />}
      {view === 'launcher' && <Launcher connecting={state.phase === 'connecting'} labelled={!used} onCallMe={() => setPhoneOpen(true)} />}
    </div>
  );
}

/** "Have Lumi call me" in the assistant's panel, with Lumi as itself; Escape or Close goes back to the launcher. */
function PhoneCallPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('voice');
  return (
    <div className="vc-panel vc-phone-panel" onKeyDown={onEscape(onClose)}>
      <CallMe persona="assistant" focusFirst />
      <div className="vc-panel__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
          {t('phoneCall.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * Each button's name is its words, shown beside its icon while `labelled` (until the visitor has
 * used the assistant on this page) and hidden after. While connecting the launcher keeps focus but
 * does nothing (`aria-disabled`): a `disabled` button would drop keyboard focus to the top of the page.
 */
function Launcher({ connecting, labelled, onCallMe }: { connecting: boolean; labelled: boolean; onCallMe: () => void }) {
  const { t } = useTranslation('voice');
  const label = labelled ? 'vc-launcher__label' : 'ui-visually-hidden';
  return (
    <>
      {!connecting && (
        <button
          type="button"
          className={`vc-type-launcher vc-call-launcher${labelled ? ' vc-type-launcher--labelled' : ''}`}
          aria-label={t('launcher.call')}
          onClick={onCallMe}
        >
          <PhoneIcon size={20} />
          <span className={label}>{t('launcher.callShort')}</span>
        </button>
      )}
      {!connecting && (
        <button
          type="button"
          className={`vc-type-launcher vc-write-launcher${labelled ? ' vc-type-launcher--labelled' : ''}`}
          aria-label={t('launcher.type')}
          onClick={() => pageSession.open('text')}
        >
          <ChatIcon size={20} />
          <span className={label}>{t('launcher.typeShort')}</span>
        </button>
      )}
      <button
        type="button"
        className={`ui-fab vc-launcher${labelled ? ' vc-launcher--labelled' : ''}`}
        aria-label={connecting ? t('launcher.connecting') : undefined}
        aria-disabled={connecting || undefined}
        aria-busy={connecting || undefined}
        onClick={() => pageSession.open('voice')}
        data-autofocus=""
        {...{ [STARTER_ATTRIBUTE]: 'voice' }}
      >
        {connecting ? <span className="vc-launcher__spinner" aria-hidden="true" /> : <MicrophoneIcon size={26} />}
        <span className={label}>{t('launcher.start')}</span>
      </button>
    </>
  );
}
