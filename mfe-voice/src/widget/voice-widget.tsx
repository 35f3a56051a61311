import { useTranslation } from 'react-i18next';
import type { RemoteWidgetProps } from '@site/ui';

/** The floating voice assistant, fixed bottom right on every page. */
export function VoiceWidget(_: RemoteWidgetProps) {
  const { t } = useTranslation('voice');
  return (
    <div className="vc-widget" data-mfe="voice" data-build={__BUILD_ID__}>
      <button type="button" className="vc-launcher" aria-label={t('launcher.start')}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z"
          />
        </svg>
      </button>
    </div>
  );
}
