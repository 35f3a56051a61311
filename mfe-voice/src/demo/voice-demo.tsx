import { useTranslation } from 'react-i18next';
import type { RemoteWidgetProps } from '@site/ui';

/** The Lumi AI page's voice demo. */
export function VoiceDemo(_: RemoteWidgetProps) {
  const { t } = useTranslation('voice');
  return (
    <div className="vc-demo" data-mfe="voice" data-build={__BUILD_ID__}>
      <button type="button" className="ui-button ui-button--primary ui-button--lg">
        {t('demo.start')}
      </button>
    </div>
  );
}
