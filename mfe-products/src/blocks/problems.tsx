import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { keepNamesWhole } from '@site/ui';
import { Block } from './block';

/** Who has which problem, what the product does about it and what changes. */
export function Problems({ problems }: { problems: ProductPageContent['problems'] }) {
  const { t } = useTranslation('products');
  return (
    <Block id="problems" title={problems.title} lead={problems.lead} tone="muted">
      <ul className="ui-grid ui-grid--two">
        {problems.items.map((item) => (
          <li key={item.role} className="ui-card pr-problem">
            <h3 className="pr-problem__role">{item.role}</h3>
            <dl className="pr-problem__story">
              <div className="pr-problem__part pr-problem__part--problem">
                <dt>{t('page.problem')}</dt>
                <dd>{keepNamesWhole(item.problem)}</dd>
              </div>
              <div className="pr-problem__part pr-problem__part--solution">
                <dt>{t('page.solution')}</dt>
                <dd>{keepNamesWhole(item.solution)}</dd>
              </div>
              <div className="pr-problem__part pr-problem__part--result">
                <dt>{t('page.result')}</dt>
                <dd>{keepNamesWhole(item.result)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Block>
  );
}
