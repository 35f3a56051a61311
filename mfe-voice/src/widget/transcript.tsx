import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptEntry } from '../session/voice-session';

/**
 * Both sides of the conversation as it goes, newest at the bottom and kept in view. A log: screen
 * readers read each new line as it comes, who said it first.
 */
export function Transcript({ entries, emptyText }: { entries: readonly TranscriptEntry[]; emptyText: string }) {
  const { t } = useTranslation('voice');
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length]);

  // Focusable so keyboard users can scroll it.
  return (
    <div ref={logRef} className="vc-transcript" role="log" aria-label={t('panel.transcript')} tabIndex={0}>
      {entries.length === 0 ? (
        <p className="vc-transcript__empty">{emptyText}</p>
      ) : (
        <ol className="vc-transcript__list">
          {entries.map((entry) => (
            <li key={entry.id} className={`vc-transcript__entry vc-transcript__entry--${entry.role}`}>
              <span className="ui-visually-hidden">{t(entry.role === 'user' ? 'panel.you' : 'panel.assistant')}: </span>
              {entry.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
