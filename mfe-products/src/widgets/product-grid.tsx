import { useTranslation } from 'react-i18next';
import { PRODUCT_NAMES, PRODUCT_SLUGS, href, type RemoteWidgetProps } from '@site/model';
import { Link } from '@site/ui';

/** The six products as cards, for the home page. */
export function ProductGrid(_: RemoteWidgetProps) {
  const { t } = useTranslation('products');
  return (
    <ul className="ui-grid ui-grid--three">
      {PRODUCT_SLUGS.map((slug) => (
        <li key={slug} className="pr-card ui-card">
          <h3 className="pr-card__name">{PRODUCT_NAMES[slug]}</h3>
          <p className="pr-card__summary">{t(`items.${slug}.summary`)}</p>
          <Link className="pr-card__link" to={href('product', { product: slug })}>
            {t('grid.more')}
            <span className="ui-visually-hidden">: {PRODUCT_NAMES[slug]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
