import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './icons';

/** How long a typed message may be: a few sentences, as a visitor writes in a chat. */
export const MESSAGE_MAX_LENGTH = 1000;

export interface ComposerProps {
  /** Sends the text; true when it went, and the field empties. */
  readonly onSend: (text: string) => boolean;
  /** False while the conversation is still connecting: the text stays in the field until it can go. */
  readonly ready: boolean;
  /** The view's first control: focus lands here when the view opens (`data-autofocus`). */
  readonly first?: boolean;
  /** Takes focus when it appears (the visitor pressed a button that it replaces). */
  readonly autoFocus?: boolean;
}

/**
 * The text field of a conversation: during a call a typed message goes to the agent as speech
 * does, and in a typed conversation it is the visitor's whole voice. Enter sends it.
 */
export function Composer({ onSend, ready, first, autoFocus }: ComposerProps) {
  const { t } = useTranslation('voice');
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && onSend(text)) setText('');
  };
  return (
    <form className="vc-composer" onSubmit={submit}>
      <label htmlFor={id} className="ui-visually-hidden">
        {t('composer.label')}
      </label>
      <input
        id={id}
        className="vc-composer__field"
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('composer.placeholder')}
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        autoFocus={autoFocus}
        data-autofocus={first ? '' : undefined}
      />
      <button type="submit" className="vc-icon-button vc-composer__send" title={t('composer.send')} aria-disabled={!ready || !text.trim() || undefined}>
        <SendIcon />
        <span className="ui-visually-hidden">{t('composer.send')}</span>
      </button>
    </form>
  );
}
