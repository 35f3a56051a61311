import { useTranslation } from 'react-i18next';
import type { ProductFigure } from '@site/content';
import { href } from '@site/model';
import { FigureList, Link } from '@site/ui';

export interface ProductFiguresProps {
  readonly items: readonly ProductFigure[];
  readonly className: string;
}

/** A product page's figures; a client's result links to the case it comes from. */
export function ProductFigures({ items, className }: ProductFiguresProps) {
  const { t } = useTranslation('products');
  return (
    <FigureList
      className={className}
      items={items.map(({ source, ...figure }) => ({
        ...figure,
        source: source && <Link to={href('case', { slug: source.case })}>{t('page.figureSource', { client: source.client })}</Link>,
      }))}
    />
  );
}
