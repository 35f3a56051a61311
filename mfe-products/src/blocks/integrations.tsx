import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { Block } from './block';

/** The tools the product connects to, by category, with how many more each category has. */
export function Integrations({ integrations }: { integrations: ProductPageContent['integrations'] }) {
  const { t } = useTranslation('products');
  return (
    <Block id="integrations" title={integrations.title} lead={integrations.lead}>
      <ul className="ui-grid ui-grid--two pr-integrations">
        {integrations.categories.map((category) => (
          <li key={category.name} className="ui-card pr-integrations__category">
            <h3 className="pr-integrations__name">{category.name}</h3>
            <ul className="pr-chips">
              {category.items.map((item) => (
                // Names of tools are never translated.
                <li key={item} className="pr-chips__item" translate="no">
                  {item}
                </li>
              ))}
              {category.more !== undefined && <li className="pr-chips__item pr-chips__item--more">{t('page.moreIntegrations', { count: category.more })}</li>}
            </ul>
          </li>
        ))}
      </ul>
    </Block>
  );
}
