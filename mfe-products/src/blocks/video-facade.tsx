import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface VideoFacadeProps {
  /** The YouTube video id. */
  readonly id: string;
  readonly title: string;
}

/**
 * A video that costs nothing until the visitor asks for it: a local poster with a play button
 * and the title. Only the click brings YouTube's player (from youtube-nocookie.com) into the page;
 * before the app runs, the same control is a plain link to the video on YouTube.
 */
export function VideoFacade({ id, title }: VideoFacadeProps) {
  const { t } = useTranslation('products');
  const [playing, setPlaying] = useState(false);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="pr-video">
      {playing ? (
        <iframe
          className="pr-video__frame"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <a className="pr-video__poster" href={`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`} onClick={play}>
          <span className="pr-video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className="pr-video__title">{title}</span>
          <span className="ui-visually-hidden">{t('video.play')}</span>
        </a>
      )}
    </div>
  );
}
