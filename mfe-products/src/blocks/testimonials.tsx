import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { clientMarkOf, href } from '@site/model';
import { ClientWordmark, Link, Portrait } from '@site/ui';
import { Block } from './block';

/**
 * What clients say, each quote with its author's drawn portrait and role, and their company's mark
 * linking to the case a buyer can check the quote against. A plain link: it works with no script.
 */
export function Testimonials({ testimonials }: { testimonials: ProductPageContent['testimonials'] }) {
  const { t } = useTranslation('products');
  return (
    <Block id="testimonials" title={testimonials.title} lead={testimonials.lead} tone="muted">
      <ul className="ui-grid ui-grid--two pr-testimonials">
        {testimonials.items.map((item) => {
          const mark = clientMarkOf(item.case);
          return (
            <li key={item.author} className="ui-card">
              <figure className="pr-testimonial">
                <blockquote className="pr-testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="pr-testimonial__source">
                  <span className="pr-testimonial__author">
                    <Portrait portrait={item.image} size={64} />
                    <span>
                      <span className="pr-testimonial__name">{item.author}</span>
                      <span className="pr-testimonial__position">{item.position}</span>
                    </span>
                  </span>
                  <Link className="pr-testimonial__case" to={href('case', { slug: item.case })}>
                    <ClientWordmark mark={mark} name={mark.brand} />
                    <span className="pr-testimonial__read">{t('page.readCase')}</span>
                  </Link>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Block>
  );
}
