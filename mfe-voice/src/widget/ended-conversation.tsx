import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSession } from '../session/page-session';
import { onEscape } from './on-escape';
import type { TranscriptEntry } from '../session/voice-session';
import { Rating } from './rating';
import { Transcript } from './transcript';

type Copied = 'idle' | 'copied' | 'failed';

/** The transcript as plain text, each line after who said it, as it is pasted into a mail or a note. */
export function transcriptText(entries: readonly TranscriptEntry[], names: { user: string; agent: string }): string {
  return entries.map((entry) => `${names[entry.role]}: ${entry.text}`).join('\n');
}

/**
 * A conversation that has ended, spoken or typed: its transcript stays until the visitor closes it,
 * with a button that copies it, and the visitor may rate it (when the agent gave its id). Escape
 * closes it too.
 */
export function EndedConversation({ entries, conversationId }: { entries: readonly TranscriptEntry[]; conversationId: string | null }) {
  const { t } = useTranslation('voice');
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = async () => {
    const text = transcriptText(entries, { user: t('panel.you'), agent: t('panel.assistant') });
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const onKeyDown = onEscape(() => pageSession.clearTranscript());
  return (
    <section className="vc-panel vc-ended" aria-labelledby="vc-ended-title" onKeyDown={onKeyDown}>
      <h2 id="vc-ended-title" className="vc-panel__title">
        {t('ended.title')}
      </h2>
      <Transcript entries={entries} emptyText="" />
      {conversationId && <Rating key={conversationId} rated={{ conversation_id: conversationId }} />}
      <p className="vc-ended__copied" role="status">
        {copied === 'idle' ? '' : t(`ended.${copied}`)}
      </p>
      <div className="vc-panel__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void copy()} data-autofocus="">
          {t('ended.copy')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={pageSession.clearTranscript}>
          {t('ended.close')}
        </button>
      </div>
    </section>
  );
}
