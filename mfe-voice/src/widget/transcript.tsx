import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptEntry } from '../session/voice-session';

/** Both sides of the conversation as it goes, newest at the bottom and kept in view. */
export function Transcript({ entries }: { entries: readonly TranscriptEntry[] }) {
  const { t } = useTranslation('voice');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length]);

  return (
    <ol ref={listRef} className="vc-transcript" role="log" aria-label={t('panel.transcript')} tabIndex={0}>
      {entries.length === 0 && <li className="vc-transcript__empty">{t('panel.transcriptEmpty')}</li>}
      {entries.map((entry) => (
        <li key={entry.id} className={`vc-transcript__entry vc-transcript__entry--${entry.role}`}>
          <span className="ui-visually-hidden">{t(entry.role === 'user' ? 'panel.you' : 'panel.assistant')}: </span>
          {entry.text}
        </li>
      ))}
    </ol>
  );
}
