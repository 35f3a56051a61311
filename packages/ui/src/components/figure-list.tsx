import type { ReactNode } from 'react';
import type { Metric } from '@site/content';

/** A figure as the list shows it; `source` says where a client's result comes from. */
export interface FigureListItem extends Metric {
  readonly source?: ReactNode;
}

export interface FigureListProps {
  readonly items: readonly FigureListItem[];
  /** The list's class; its parts are `${className}__item`, `__label`, `__value` and `__source`. */
  readonly className: string;
  /** Names the list for screen readers, where its heading does not. */
  readonly label?: string;
}

/**
 * Figures with what they measure, as a description list: the label is the term and the value its
 * description, while the page shows the value first.
 */
export function FigureList({ items, className, label }: FigureListProps) {
  return (
    <dl className={className} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={`${className}__item`}>
          <dt className={`${className}__label`}>{item.label}</dt>
          <dd className={`${className}__value`}>{item.value}</dd>
          {item.source && <dd className={`${className}__source`}>{item.source}</dd>}
        </div>
      ))}
    </dl>
  );
}
