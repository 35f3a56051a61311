import type { ProductPageContent } from '@site/content';
import { keepNamesWhole } from '@site/ui';
import { Block } from './block';

/** What the product does, feature by feature; a module of a suite is a feature with its points. */
export function Features({ features }: { features: ProductPageContent['features'] }) {
  return (
    <Block id="features" title={features.title} lead={features.lead} tone="muted">
      <ul className="ui-grid ui-grid--three">
        {features.items.map((item) => (
          <li key={item.title} className="ui-card pr-feature">
            <h3 className="pr-item__title">{keepNamesWhole(item.title)}</h3>
            <p className="pr-item__text">{keepNamesWhole(item.text)}</p>
            {item.points && (
              <ul className="pr-points">
                {item.points.map((point) => (
                  <li key={point}>{keepNamesWhole(point)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Block>
  );
}
