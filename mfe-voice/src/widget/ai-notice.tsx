import { useTranslation } from 'react-i18next';
import { DATA_POLICY, formatDays, href } from '@site/model';
import { Link, useNavigation } from '@site/ui';
import type { Channel } from '../session/connection';
import { pageSession } from '../session/page-session';
import { onEscape } from './on-escape';
import { Suggestions } from './suggestions';

/**
 * Shown before the visit's first conversation, in the page's language: the visitor is about to
 * talk to an AI, what they say and type goes to ElevenLabs to be processed, and what is kept and for
 * how long (the data policy's own figure, as the privacy page prints it), with a link to that page.
 * Starting, spoken or typed, or asking one of the suggested questions, is the acceptance; Escape
 * or "Not now" goes back to the launcher.
 */
export function AiNotice({ channel }: { channel: Channel }) {
  const { t } = useTranslation('voice');
  const other: Channel = channel === 'voice' ? 'text' : 'voice';
  const onKeyDown = onEscape(() => pageSession.dismissNotice());
  return (
    <section className="vc-panel vc-notice" aria-labelledby="vc-notice-title" aria-describedby="vc-notice-text" onKeyDown={onKeyDown}>
      <h2 id="vc-notice-title" className="vc-panel__title">
        {t('notice.title')}
      </h2>
      <AiNoticeText id="vc-notice-text" />
      <Suggestions onAsk={(question) => void pageSession.ask(question)} />
      <div className="vc-panel__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={pageSession.dismissNotice}>
          {t('notice.close')}
        </button>
        <button type="button" className="ui-button ui-button--primary" onClick={() => void pageSession.start(channel)} data-autofocus="">
          {t(`notice.start.${channel}`)}
        </button>
      </div>
      <button type="button" className="vc-text-button" onClick={() => void pageSession.start(other)}>
        {t(`notice.instead.${other}`)}
      </button>
    </section>
  );
}

/**
 * What the visitor is told before a conversation: an AI, processed by ElevenLabs, kept for the data
 * policy's period; starting accepts. Before a phone call (`callButton`, the words of the button that
 * places it) it speaks of what is said on the call, and the acceptance is that button, not starting a
 * conversation.
 */
export function AiNoticeText({ id, className = '', callButton }: { id?: string; className?: string; callButton?: string }) {
  const call = callButton !== undefined;
  const { t } = useTranslation('voice');
  const { lang } = useNavigation();
  const days = DATA_POLICY.retentionDays.records;
  return (
    <div id={id} className={`vc-notice__text ${className}`.trim()}>
      <p>{t('notice.ai')}</p>
      <p>{t(call ? 'notice.callProcessing' : 'notice.processing')}</p>
      <p>
        {t('notice.kept', { records: formatDays({ min: days, max: days }, lang) })}{' '}
        <Link to={href('privacy')} className="vc-notice__link">
          {t('notice.privacy')}
        </Link>
      </p>
      <p className="vc-notice__acceptance">{call ? t('notice.callAcceptance', { button: callButton }) : t('notice.acceptance')}</p>
    </div>
  );
}
