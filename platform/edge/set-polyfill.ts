/**
 * CloudFront Functions run an ES 5.1 runtime with a few later additions, and `Set` is not one of
 * them; the shared URL policy builds one from its route table. The edge bundle injects this class
 * in place of the global. Values are compared with `===`, which is all the policy needs.
 */
export class Set<T> {
  private readonly items: T[] = [];

  constructor(values?: readonly T[] | null) {
    if (values) for (let i = 0; i < values.length; i++) this.add(values[i]!);
  }

  get size(): number {
    return this.items.length;
  }

  has(value: T): boolean {
    return this.items.indexOf(value) !== -1;
  }

  add(value: T): this {
    if (!this.has(value)) this.items.push(value);
    return this;
  }
}
