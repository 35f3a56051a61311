import type { ProductPageContent } from '@site/contracts';
import { Portrait } from '@site/ui';
import { Block } from './block';

/** What clients say, each quote with its author's generated portrait. */
export function Testimonials({ testimonials }: { testimonials: ProductPageContent['testimonials'] }) {
  return (
    <Block id="testimonials" title={testimonials.title} lead={testimonials.lead} tone="muted">
      <ul className="ui-grid ui-grid--two pr-testimonials">
        {testimonials.items.map((item) => (
          <li key={item.author} className="ui-card">
            <figure className="pr-testimonial">
              <blockquote className="pr-testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="pr-testimonial__author">
                <Portrait portrait={item.image} size={64} />
                <span>
                  <span className="pr-testimonial__name">{item.author}</span>
                  <span className="pr-testimonial__position">{item.position}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Block>
  );
}
