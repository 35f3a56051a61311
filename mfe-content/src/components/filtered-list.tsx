import type { ReactNode } from 'react';
import { Link } from '@site/ui';

export interface FilteredListProps {
  /** Names the filters for screen readers. */
  readonly label: string;
  /** The filters, as `FilterLinks`. */
  readonly filters: ReactNode;
  /** How many cards the filters let through, said in words (“Showing 3 of 8”). */
  readonly status: string;
  readonly shown: number;
  /** What an empty result says, and the way back to the whole list. */
  readonly empty: { readonly text: string; readonly reset: string; readonly to: string };
  readonly columns: 'two' | 'three';
  /** Every card of the list, those outside the filters `hidden`. */
  readonly children: ReactNode;
}

/**
 * A library filtered through its URL: the filters, what they let through, and an empty state with
 * a reset. Every card stays in the page (the prerendered list is the whole library) and the page
 * keeps the same shape whatever the filters.
 */
export function FilteredList({ label, filters, status, shown, empty, columns, children }: FilteredListProps) {
  return (
    <>
      <nav className="ct-filters" aria-label={label}>
        {filters}
      </nav>
      <p className="ct-count" role="status">
        {status}
      </p>
      <ul className={`ui-grid ui-grid--${columns} ct-cards`}>{children}</ul>
      <div className="ct-empty" hidden={shown > 0}>
        <p className="ct-empty__text">{empty.text}</p>
        <Link className="ui-button ui-button--secondary" to={empty.to}>
          {empty.reset}
        </Link>
      </div>
    </>
  );
}
