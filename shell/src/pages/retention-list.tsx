import type { PrivacyPage } from '@site/content';

/** The places that keep personal data, each with how long: the same list on the privacy and the trust page. */
const STORES = ['requests', 'calls', 'backups', 'notifications', 'logs'] as const;

/** The list as the privacy policy's document writes it (`shell/src/content/privacy/`), its periods the data policy's. */
export function RetentionList({ stores }: { readonly stores: PrivacyPage['sections']['retention']['stores'] }) {
  return (
    <ul className="sh-retention">
      {STORES.map((store) => (
        <li key={store}>{stores[store]}</li>
      ))}
    </ul>
  );
}
