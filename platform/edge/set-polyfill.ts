/**
 * CloudFront Functions run an ES 5.1 runtime with a few later additions, and `Set` is not one of
 * them; the shared URL policy builds one from a list and asks it `has`. The edge bundle injects
 * this class in place of the global: values are compared with `===`, and nothing else is offered,
 * since every byte counts against the function's 10 KB.
 */
export class Set<T> {
  // Declared, not initialised: a class field would bring esbuild's defineProperty helper along.
  declare private items: readonly T[];

  constructor(values?: readonly T[] | null) {
    this.items = values || [];
  }

  has(value: T): boolean {
    return this.items.indexOf(value) !== -1;
  }
}
