import { Link } from '@site/ui';

export interface FilterOption {
  /** The id the URL carries; null for “all”. */
  readonly id: string | null;
  readonly label: string;
}

export interface FilterLinksProps {
  /** The group's visible name, which also names it for screen readers. */
  readonly label: string;
  readonly options: readonly FilterOption[];
  /** The option in force (null: all). */
  readonly current: string | null;
  /** The list's URL with this option chosen and the other filters kept. */
  readonly hrefOf: (id: string | null) => string;
}

/**
 * One filter as links: each choice is a URL (shareable, reloadable, back and forward work) and the
 * one in force is marked `aria-current`. Links work before any script runs.
 */
export function FilterLinks({ label, options, current, hrefOf }: FilterLinksProps) {
  const labelId = `filter-${label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  return (
    <div className="ct-filter" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="ct-filter__label">
        {label}
      </p>
      <ul className="ct-filter__options">
        {options.map((option) => {
          const active = option.id === current;
          return (
            <li key={option.id ?? 'all'}>
              <Link className="ct-filter__option" to={hrefOf(option.id)} aria-current={active ? 'true' : undefined}>
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The value of a filter in the URL, when it is one of `ids`; anything else counts as none. */
export function filterValue<T extends string>(query: URLSearchParams, name: string, ids: readonly T[]): T | null {
  const value = query.get(name);
  return value !== null && (ids as readonly string[]).includes(value) ? (value as T) : null;
}

/** A list's URL with its filters, in a fixed order, leaving out those not in force. */
export function filterHref(path: string, filters: Readonly<Record<string, string | null>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
