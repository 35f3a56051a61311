import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS, LIMITS, postJson, type VoiceFeedbackRequest, type VoiceRating } from '@site/contracts';
import { ThumbIcon } from './icons';

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/** The conversation rated: a web one by its id, a call Lumi placed by the site's call id and its status token. */
export type RatedConversation = { readonly conversation_id: string } | { readonly call_id: string; readonly status_token: string };

/** Sends the visitor's rate of a conversation to the site's API; true once it was kept. */
export async function sendRating(request: VoiceFeedbackRequest): Promise<boolean> {
  try {
    return (await postJson(API_PATHS.voiceFeedback, request)).ok;
  } catch {
    return false;
  }
}

/**
 * The visitor's rate of a conversation that ended: thumbs up or down (each a toggle with its words),
 * then an optional comment and the button that sends them. The site's API passes the rate to
 * ElevenLabs and keeps it on the call's record; once it is sent, a thank-you takes the form's place.
 */
export function Rating({ rated }: { rated: RatedConversation }) {
  const { t } = useTranslation('voice');
  const [rating, setRating] = useState<VoiceRating | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Sending>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || sending === 'sending') return;
    setSending('sending');
    const kept = await sendRating({ ...rated, rating, ...(comment.trim() && { comment }) });
    setSending(kept ? 'sent' : 'failed');
  };

  if (sending === 'sent') {
    return (
      <p className="vc-rating__thanks" role="status">
        {t('rating.thanks')}
      </p>
    );
  }
  return (
    <form className="vc-rating" aria-labelledby="vc-rating-question" onSubmit={(event) => void submit(event)}>
      <p id="vc-rating-question" className="vc-rating__question">
        {t('rating.question')}
      </p>
      <div className="vc-rating__choices">
        {(['like', 'dislike'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="ui-button ui-button--secondary vc-rating__choice"
            aria-pressed={rating === choice}
            onClick={() => setRating(rating === choice ? null : choice)}
          >
            <ThumbIcon down={choice === 'dislike'} />
            {t(`rating.${choice}`)}
          </button>
        ))}
      </div>
      {rating && (
        <>
          <label className="vc-rating__comment">
            <span>{t('rating.comment')}</span>
            <textarea value={comment} maxLength={LIMITS.feedbackCommentMaxLength} rows={2} onChange={(event) => setComment(event.target.value)} />
          </label>
          <button type="submit" className="ui-button ui-button--primary vc-rating__send" aria-disabled={sending === 'sending' || undefined}>
            {t(sending === 'sending' ? 'rating.sending' : 'rating.send')}
          </button>
        </>
      )}
      {sending === 'failed' && (
        <p className="vc-rating__error" role="alert">
          {t('rating.failed')}
        </p>
      )}
    </form>
  );
}
