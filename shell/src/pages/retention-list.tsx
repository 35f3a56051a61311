import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from './i18n';
import { usePolicyFigures } from './policy-figures';

/** The places that keep personal data, each with how long: the same list on the privacy and the trust page. */
const STORES = ['requests', 'calls', 'backups', 'notifications', 'logs'] as const;

export function RetentionList() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const figures = usePolicyFigures();
  return (
    <ul className="sh-retention">
      {STORES.map((store) => (
        <li key={store}>{t(`privacy.sections.retention.stores.${store}`, figures)}</li>
      ))}
    </ul>
  );
}
