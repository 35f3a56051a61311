import { Link } from '../navigation';

export interface FaqEntry {
  readonly question: string;
  /** The answer's paragraphs. */
  readonly answer: readonly string[];
  /** A page that says more, after the answer (a product's price answer leads to the pricing page): an unprefixed site path and its words. */
  readonly link?: { readonly to: string; readonly label: string };
}

export interface FaqListProps {
  readonly items: readonly FaqEntry[];
}

/**
 * Questions that open and close as native disclosures: they work before any script runs, and a
 * question the visitor opened stays open when the app takes the page over, because React never
 * sets `open`.
 */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="ui-faq">
      {items.map((item) => (
        <details key={item.question} className="ui-faq__item">
          <summary className="ui-faq__question">
            <span>{item.question}</span>
            <svg className="ui-faq__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 7l5 6 5-6z" fill="currentColor" />
            </svg>
          </summary>
          <div className="ui-faq__answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.link && (
              <p>
                <Link className="ui-faq__link" to={item.link.to}>
                  {item.link.label}
                </Link>
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
