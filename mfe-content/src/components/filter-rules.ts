/** One way a list can be filtered: its URL parameter (also its radios' name) and its values. */
export interface FilterDimension {
  readonly name: string;
  readonly ids: readonly string[];
}

/** What a filter is set to: a value per dimension name, null for “all”. */
export type FilterChoice = Readonly<Record<string, string | null>>;

/** The value of a filter in the URL, when it is one of `ids`; anything else counts as none. */
export function filterValue<T extends string>(query: URLSearchParams, name: string, ids: readonly T[]): T | null {
  const value = query.get(name);
  return value !== null && (ids as readonly string[]).includes(value) ? (value as T) : null;
}

/** A list's URL with its filters, in a fixed order, leaving out those not in force. */
export function filterHref(path: string, choice: FilterChoice): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(choice)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Every choice the filters allow, “all” included, with how many items each lets through. */
export function filterChoices(
  dimensions: readonly FilterDimension[],
  items: readonly Readonly<Record<string, string>>[],
): { choice: FilterChoice; count: number }[] {
  let choices: FilterChoice[] = [{}];
  for (const { name, ids } of dimensions) {
    choices = choices.flatMap((choice) => [null, ...ids].map((value) => ({ ...choice, [name]: value })));
  }
  return choices.map((choice) => ({
    choice,
    count: items.filter((item) => Object.entries(choice).every(([name, value]) => value === null || item[name] === value)).length,
  }));
}

/**
 * The style sheet that filters a list with no script at all: the list's radios say what is chosen,
 * and `:has()` hides the cards outside it (cards carry `data-<name>`), shows the status line that
 * says how many are left (`data-count`) and, when none is, the empty state. So a filter answers a
 * tap at once, before the app and without JavaScript; the app only keeps the URL in step.
 */
export function filterRules(scope: string, dimensions: readonly FilterDimension[], items: readonly Readonly<Record<string, string>>[]): string {
  const chosen = (name: string, value: string | null) => `:has(input[name="${name}"][value="${value ?? ''}"]:checked)`;
  const rules: string[] = [];
  for (const { name, ids } of dimensions) {
    for (const id of ids) rules.push(`#${scope}${chosen(name, id)} .ct-cards > :not([data-${name}="${id}"]) { display: none; }`);
  }
  const byCount = new Map<number, string[]>();
  for (const { choice, count } of filterChoices(dimensions, items)) {
    const selector = `#${scope}${Object.entries(choice)
      .map(([name, value]) => chosen(name, value))
      .join('')}`;
    byCount.set(count, [...(byCount.get(count) ?? []), selector]);
  }
  for (const [count, selectors] of byCount) {
    rules.push(`${selectors.map((selector) => `${selector} [data-count="${count}"]`).join(',\n')} { display: inline; }`);
    if (count === 0) rules.push(`${selectors.map((selector) => `${selector} .ct-empty`).join(',\n')} { display: grid; }`);
  }
  return rules.join('\n');
}

/** The counts a status line can say, one per distinct count, in ascending order. */
export function filterCounts(dimensions: readonly FilterDimension[], items: readonly Readonly<Record<string, string>>[]): number[] {
  return [...new Set(filterChoices(dimensions, items).map(({ count }) => count))].sort((a, b) => a - b);
}
