import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The cookie the edge sets for `?release=<id>` (platform/edge/release-routing.ts, PREVIEW_COOKIE). */
const PREVIEW_COOKIE = 'site_preview';

/**
 * A small mark of the release a tester previews (`?release=<id>`), so they know they are not on
 * what visitors see, and a way back. Read after hydration: the prerendered page cannot know it.
 */
export function ReleasePreviewMark() {
  const { t } = useTranslation('shell');
  const [release, setRelease] = useState<string | null>(null);
  useEffect(() => {
    const match = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=(r-[0-9a-f]{10})(?:;|$)`).exec(document.cookie);
    setRelease(match ? match[1]! : null);
  }, []);
  if (!release) return null;
  return (
    <div className="sh-release-mark" role="status" data-release-preview={release}>
      {t('releasePreview.mark', { id: release })} {/* A full load, so the edge clears the preview. */}
      <button type="button" onClick={() => window.location.assign(`${window.location.pathname}?release=stable`)}>
        {t('releasePreview.leave')}
      </button>
    </div>
  );
}
