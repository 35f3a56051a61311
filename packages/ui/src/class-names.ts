/** An element's class attribute from its parts; parts that are false, empty or absent are left out. */
export function classNames(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
