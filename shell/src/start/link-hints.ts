/** Adds a resource hint to the page's head: a module or a fetch to preload, a document or module to prefetch. */
export function hint(attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'crossOrigin' | 'fetchPriority'>>): void {
  document.head.append(Object.assign(document.createElement('link'), attributes));
}
