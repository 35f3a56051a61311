/**
 * Child positions from <body>: where a control is, to find it again if the app rendered the page
 * afresh instead of adopting it.
 */
export function pathTo(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return path;
}

/** The element at a path from <body>, if there is one there now. */
export function follow(path: readonly number[]): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], document.body);
}

/** The closest element around an event's target that matches `selector`. */
export function closestTo(target: EventTarget | null, selector: string): Element | null {
  return target instanceof Element ? target.closest(selector) : null;
}
