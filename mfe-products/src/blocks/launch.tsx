import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { Block } from './block';

/** From the first call to a working product: each step with how long it takes. */
export function Launch({ launch }: { launch: ProductPageContent['launch'] }) {
  const { t } = useTranslation('products');
  return (
    <Block id="launch" title={launch.title} lead={launch.lead} tone="muted">
      <ol className="pr-launch">
        {launch.items.map((item) => (
          <li key={item.step} className="pr-launch__step">
            <p className="pr-launch__meta">
              <span className="pr-launch__number">{t('page.step', { step: item.step })}</span>
              <span className="pr-launch__duration">{item.duration}</span>
            </p>
            <h3 className="pr-item__title">{item.title}</h3>
            <p className="pr-item__text">{item.text}</p>
          </li>
        ))}
      </ol>
    </Block>
  );
}
