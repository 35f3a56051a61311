import { useTranslation } from 'react-i18next';
import { Link, type RemoteWidgetProps } from '@site/ui';
import { CASES } from '../data';
import { BUILD_ID } from '../build';

const HIGHLIGHTED = CASES.slice(0, 3);

/** Three success stories for the home page. */
export function CaseHighlights(_: RemoteWidgetProps) {
  const { t } = useTranslation('content');
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <ul className="ui-grid ui-grid--three">
        {HIGHLIGHTED.map((slug) => (
          <li key={slug} className="ui-card">
            <h3 className="ct-card__title">{t(`cases.items.${slug}.title`)}</h3>
            <p className="ct-card__text">{t(`cases.items.${slug}.summary`)}</p>
            <Link to={`/cases/${slug}`}>
              {t('cases.read')}
              <span className="ui-visually-hidden">: {t(`cases.items.${slug}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="ct-more">
        <Link to="/cases">{t('cases.all')}</Link>
      </p>
    </div>
  );
}
