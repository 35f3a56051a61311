import { keepNamesWhole } from '@site/ui';

export interface TitledListProps {
  readonly items: readonly { readonly title: string; readonly text: string }[];
  /** Numbered, for steps that happen in order. */
  readonly ordered?: boolean;
  readonly className: string;
  readonly itemClassName?: string;
}

/** Points of a block, each a short title with its text. */
export function TitledList({ items, ordered, className, itemClassName }: TitledListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <h3 className="pr-item__title">{keepNamesWhole(item.title)}</h3>
          <p className="pr-item__text">{keepNamesWhole(item.text)}</p>
        </li>
      ))}
    </List>
  );
}
