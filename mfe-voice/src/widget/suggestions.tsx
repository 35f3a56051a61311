import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAMES, matchUrl, type ProductSlug } from '@site/model';
import { useNavigation } from '@site/ui';

/** A suggested first question: its translation key under `suggestions.`, with what it names. */
export interface Suggestion {
  readonly key: ParseKeys<'voice', {}, 'suggestions'>;
  readonly values?: Readonly<Record<string, string>>;
}

const GENERAL: readonly Suggestion[] = [{ key: 'general.fit' }, { key: 'general.launch' }, { key: 'general.pilot' }];

/**
 * Two or three first questions for the page the visitor is on: on a product page about that
 * product (by its name), on a case or an article about what it shows, on the privacy and trust
 * pages about their data, elsewhere what a buyer asks first.
 */
export function suggestionsFor(pathname: string): readonly Suggestion[] {
  const match = matchUrl(pathname);
  switch (match?.route.id) {
    case 'product':
    case 'sample-report': {
      const slug = (match.params.product ?? 'ai-sales-manager') as ProductSlug;
      const product = { product: PRODUCT_NAMES[slug] };
      return [{ key: `product.${slug}` }, { key: 'product.launch', values: product }, { key: 'product.price', values: product }];
    }
    case 'cases':
      return [{ key: 'cases.closest' }, { key: 'cases.results' }];
    case 'case':
      return [{ key: 'case.howLong' }, { key: 'case.same' }];
    case 'article':
      return [{ key: 'article.apply' }, { key: 'article.product' }];
    case 'privacy':
    case 'trust':
      return [{ key: 'data.kept' }, { key: 'data.where' }];
    case 'contacts':
    case 'form-sent':
      return [{ key: 'contacts.callBack' }, { key: 'contacts.next' }];
    default:
      return GENERAL;
  }
}

/**
 * The suggested first questions as buttons: pressing one asks it as a typed message. Shown before
 * the visitor has said anything (in the notice, or in a conversation's first moments).
 */
export function Suggestions({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('voice');
  const { pathname } = useNavigation();
  const titleId = useId();
  const questions = suggestionsFor(pathname).map(({ key, values }) => t(key, { keyPrefix: 'suggestions', ...values }));
  return (
    <div className="vc-suggestions">
      <p className="vc-suggestions__title" id={titleId}>
        {t('suggestions.title')}
      </p>
      <ul className="vc-suggestions__list" aria-labelledby={titleId}>
        {questions.map((question) => (
          <li key={question}>
            <button type="button" className="vc-suggestion" onClick={() => onAsk(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
