import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { QUERY_FORM_ATTRIBUTE } from '@site/model';
import { useNavigation } from '@site/ui';
import { filterCounts, filterHref, filterRules, type FilterChoice, type FilterDimension } from './filter-rules';

export interface FilterGroup extends FilterDimension {
  /** The group's visible name, which also names it for screen readers. */
  readonly label: string;
  readonly allLabel: string;
  /** The label of each id. */
  readonly labelOf: (id: string) => string;
}

export interface FilteredListProps {
  /** The list's element id, which scopes its style sheet. */
  readonly id: string;
  /** The list's URL without filters. */
  readonly path: string;
  /** Names the filters for screen readers. */
  readonly label: string;
  readonly groups: readonly FilterGroup[];
  /** What the URL asks for. */
  readonly current: FilterChoice;
  /** Each card's value per group, in the order of the cards. */
  readonly items: readonly Readonly<Record<string, string>>[];
  /** How many cards the filters let through, said in words (“Showing 3 of 8”). */
  readonly statusOf: (count: number) => string;
  /** What an empty result says, and the button back to the whole list. */
  readonly empty: { readonly text: string; readonly reset: string };
  readonly columns: 'two' | 'three';
  /** Every card of the list, each with `data-<group name>` set to its value. */
  readonly children: ReactNode;
}

const radiosOf = (form: HTMLFormElement, name: string) => [...form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`)];

function choiceIn(form: HTMLFormElement, groups: readonly FilterDimension[]): FilterChoice {
  return Object.fromEntries(groups.map(({ name }) => [name, radiosOf(form, name).find((radio) => radio.checked)?.value || null]));
}

function sameChoice(a: FilterChoice, b: FilterChoice): boolean {
  return Object.keys({ ...a, ...b }).every((name) => (a[name] ?? null) === (b[name] ?? null));
}

/**
 * A library filtered by radios and a style sheet, so a filter works at once and without JavaScript
 * (see `filterRules`). Until it hydrates, the page's own script writes a choice into the URL
 * (`QUERY_FORM_ATTRIBUTE`); once it runs, a choice becomes the URL (shareable, back and forward
 * work) and the URL sets the radios. The radios stay uncontrolled: a snapshot shows its URL's
 * choice, so a difference when the app adopts it is a choice the visitor made before; it is kept
 * and written into the URL.
 */
export function FilteredList({ id, path, label, groups, current, items, statusOf, empty, columns, children }: FilteredListProps) {
  const { navigate } = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  const choose = (choice: FilterChoice, replace = false) => navigate(filterHref(path, choice), { replace });
  const href = filterHref(path, current);

  const followUrl = useEffectEvent(() => {
    const element = form.current;
    if (!element) return;
    const shown = choiceIn(element, groups);
    const first = !adopted.current;
    adopted.current = true;
    if (first && !sameChoice(shown, current)) choose(shown, true);
    else for (const { name } of groups) for (const radio of radiosOf(element, name)) radio.checked = radio.value === (current[name] ?? '');
  });
  // The radios follow the URL, and only the URL.
  useEffect(() => followUrl(), [href]);

  return (
    <form
      id={id}
      ref={form}
      className="ct-library"
      aria-label={label}
      {...{ [QUERY_FORM_ATTRIBUTE]: '' }}
      onChange={(event) => choose(choiceIn(event.currentTarget, groups))}
      onReset={() => choose({})}
    >
      <style>{filterRules(id, groups, items)}</style>
      <div className="ct-filters">
        {groups.map((group) => (
          <fieldset key={group.name} className="ct-filter">
            <legend className="ct-filter__label">{group.label}</legend>
            <div className="ct-filter__options">
              {[null, ...group.ids].map((value) => (
                <label key={value ?? ''} className="ct-filter__option">
                  <input
                    className="ct-filter__radio"
                    type="radio"
                    name={group.name}
                    value={value ?? ''}
                    defaultChecked={value === (current[group.name] ?? null)}
                  />
                  {value === null ? group.allLabel : group.labelOf(value)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className="ct-count" role="status">
        {filterCounts(groups, items).map((count) => (
          <span key={count} data-count={count}>
            {statusOf(count)}
          </span>
        ))}
      </p>
      <ul className={`ui-grid ui-grid--${columns} ct-cards`}>{children}</ul>
      <div className="ct-empty">
        <p className="ct-empty__text">{empty.text}</p>
        <input className="ui-button ui-button--secondary" type="reset" value={empty.reset} />
      </div>
    </form>
  );
}
