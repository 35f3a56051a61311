import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from '@site/ui';
import type { TranscriptEntry } from '../session/voice-session';
import { replyParts } from './site-links';

/**
 * Both sides of the conversation as it goes, newest at the bottom and kept in view. A log: screen
 * readers read each new line as it comes, who said it first; a reply the agent is still writing is
 * busy until it is whole, so it is read once. What the agent writes is text: only an address of one
 * of the site's own pages becomes a link (`replyParts`), and nothing is ever read as HTML.
 */
export function Transcript({ entries, emptyText }: { entries: readonly TranscriptEntry[]; emptyText: string }) {
  const { t } = useTranslation('voice');
  const logRef = useRef<HTMLDivElement>(null);
  const lastText = entries.at(-1)?.text;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, lastText]);

  // Focusable so keyboard users can scroll it.
  return (
    <div ref={logRef} className="vc-transcript" role="log" aria-label={t('panel.transcript')} tabIndex={0}>
      {entries.length === 0 ? (
        <p className="vc-transcript__empty">{emptyText}</p>
      ) : (
        <ol className="vc-transcript__list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`vc-transcript__entry vc-transcript__entry--${entry.role}`}
              aria-busy={entry.partial || undefined}
              data-partial={entry.partial || undefined}
            >
              <span className="ui-visually-hidden">{t(entry.role === 'user' ? 'panel.you' : 'panel.assistant')}: </span>
              {entry.role === 'agent' ? <ReplyText text={entry.text} /> : entry.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** An agent's reply: its text, with links only where it names one of the site's pages (on this origin or the site's public one). */
function ReplyText({ text }: { text: string }) {
  const { origin } = useNavigation();
  return replyParts(text, [window.location.origin, origin]).map((part, index) =>
    part.to === undefined ? (
      part.text
    ) : (
      <Link key={index} to={part.to} className="vc-transcript__link">
        {part.text}
      </Link>
    ),
  );
}
