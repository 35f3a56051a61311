import type { ConversationMode } from '../session/connection';

export interface VoiceAvatarProps {
  /** The conversation's mode; none while no conversation is open. */
  readonly mode?: ConversationMode;
}

/**
 * The assistant's animated face: a glowing orb with a voice meter, green while it listens and
 * purple while it speaks. Decorative: the status next to it says the same in words.
 */
export function VoiceAvatar({ mode }: VoiceAvatarProps) {
  return (
    <span className={`vc-avatar vc-avatar--${mode ?? 'idle'}`} data-mode={mode} aria-hidden="true">
      <span className="vc-avatar__ring" />
      <span className="vc-avatar__ring vc-avatar__ring--late" />
      <span className="vc-avatar__core">
        <span className="vc-avatar__bar" />
        <span className="vc-avatar__bar" />
        <span className="vc-avatar__bar" />
        <span className="vc-avatar__bar" />
        <span className="vc-avatar__bar" />
      </span>
    </span>
  );
}
