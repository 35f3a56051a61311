import type { BrowserContext, Target } from 'puppeteer-core';

/**
 * Evaluates `expression` in a page target of the context; undefined when the target does not answer
 * within 2 s, as the page a visitor just left may not while it closes.
 */
async function evaluateIn(target: Target, expression: string): Promise<unknown> {
  const reading = (async () => {
    const session = await target.createCDPSession();
    const { result } = await session.send('Runtime.evaluate', { expression, returnByValue: true });
    await session.detach();
    return result.value as unknown;
  })();
  const closing = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000));
  return Promise.race([reading.catch(() => undefined), closing]);
}

/**
 * The first value that `expression`, evaluated in each page of the context, gives and `accept`
 * takes, within `timeoutMs`, once a tap has led to another page. A page the browser prerendered
 * replaces the page it was offered on as another target, so the page a tap showed is looked for
 * among the context's pages; only after a moment, since a DevTools session attached to the page
 * being left before its navigation starts would cancel the prerender.
 */
export async function valueFromShownPage<T>(
  context: BrowserContext,
  expression: string,
  accept: (value: unknown) => value is T,
  timeoutMs = 20_000,
): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pages = context.targets().filter((target) => target.type() === 'page');
    for (const value of await Promise.all(pages.map((target) => evaluateIn(target, expression)))) {
      if (accept(value)) return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No page of the context showed what was expected within ${timeoutMs / 1000} s`);
}
