import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProvider, type Navigation } from '@site/ui';
import { renderSnapshot } from '../../app/render-snapshot';
import { ISLAND_WANTED } from '../../page-protocol';
import { Island } from '../island';
import { lazyValue, type Lazy } from '../lazy';
import { RootMode, type IslandMode, type SnapshotIslands } from '../root-mode';

// As in a browser: React schedules its work itself, and the test waits for what the visitor would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { test: { clicks: '{{name}}: {{count}} clicks' } } }, interpolation: { escapeValue: false } });

const navigation: Navigation = { lang: 'en', pathname: '/', search: '', origin: 'https://example.com', navigate: () => undefined };

function Counter({ name }: { name: string }) {
  // A namespace of this test's own, outside the site's typed keys.
  const { t } = useTranslation('test' as never) as unknown as { t: (key: string, values: object) => string };
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('clicks', { name, count })}
    </button>
  );
}

function Page({ content, differs = false }: { content: Lazy<string>; differs?: boolean }) {
  useEffect(() => {
    document.body.dataset.taken = '';
  }, []);
  return (
    <main>
      <h1>Page</h1>
      <Island name="counter" content={content} differsFrom={() => differs}>
        {(name) => <Counter name={name} />}
      </Island>
    </main>
  );
}

function app(mode: IslandMode, page: ReactElement, snapshot?: SnapshotIslands): ReactElement {
  return (
    <RootMode initial={mode} snapshot={snapshot}>
      <I18nextProvider i18n={i18n}>
        <NavigationProvider value={navigation}>{page}</NavigationProvider>
      </I18nextProvider>
    </RootMode>
  );
}

/** A page as the prerender saves it, with its island's content loaded. */
async function prerendered(name: string): Promise<HTMLElement> {
  const content = lazyValue(async () => name);
  await content.get();
  const container = document.createElement('div');
  container.innerHTML = renderSnapshot((islands) => app('snapshot', <Page content={content} />, islands));
  document.body.append(container);
  return container;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const island = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-island="counter"]')!;
/** What the page's loader does when the visitor reaches a control in the island that needs code. */
const want = (container: HTMLElement) => island(container).dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
};

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  window.__SITE_READY__ = false;
  document.body.replaceChildren();
  delete document.body.dataset.taken;
});

describe('an island of a prerendered page', () => {
  it('is prerendered as its own root, inside its placeholder', async () => {
    const container = await prerendered('Lumi');
    expect(container.querySelector('h1')?.textContent).toBe('Page');
    expect(island(container).innerHTML).toBe('<button type="button">Lumi: 0 clicks</button>');
  });

  it('keeps its prerendered HTML while the page is taken over, and hydrates it when it is wanted', async () => {
    const container = await prerendered('Lumi');
    const button = island(container).querySelector('button')!;
    const code = deferred<string>();
    root = hydrateRoot(container, app('hydrate', <Page content={lazyValue(() => code.promise)} />));
    await until(() => document.body.hasAttribute('data-taken'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(island(container).hasAttribute('data-live')).toBe(false);
    expect(button.isConnected).toBe(true);

    want(container);
    code.resolve('Lumi');
    await until(() => island(container).hasAttribute('data-live'));
    // The very element the visitor saw, now the island's.
    expect(island(container).querySelector('button')).toBe(button);
    button.click();
    await until(() => button.textContent === 'Lumi: 1 clicks');
  });

  it('renders afresh what differs from its prerendered HTML', async () => {
    const container = await prerendered('Lumi');
    const button = island(container).querySelector('button')!;
    root = hydrateRoot(container, app('hydrate', <Page content={lazyValue(async () => 'MediFlow')} differs />));
    await until(() => document.body.hasAttribute('data-taken'));
    want(container);
    await until(() => island(container).hasAttribute('data-live'));
    expect(button.isConnected).toBe(false);
    expect(island(container).textContent).toBe('MediFlow: 0 clicks');
  });
});

describe('an island that keeps its prerendered HTML', () => {
  /** A page whose island failed to load: it keeps its HTML when that HTML works without code, and places another island inside. */
  function KeptPage({ content, partContent }: { content: Lazy<string>; partContent: Lazy<string> }) {
    useEffect(() => {
      document.body.dataset.taken = '';
    }, []);
    const part = (
      <Island name="part" content={partContent}>
        {(name) => <Counter name={name} />}
      </Island>
    );
    return (
      <main>
        <Island name="counter" content={content} keepsPrerendered={(name) => name === 'failed'} differsFrom={(name) => name === 'failed'} within={{ part }}>
          {(name) =>
            name === 'failed' ? (
              <p>Fallback</p>
            ) : (
              <form method="post" action="/api/leads">
                <input name="name" aria-label="Name" />
                {part}
                <button type="submit">{name}</button>
              </form>
            )
          }
        </Island>
      </main>
    );
  }

  it('stays as it was, live, and the islands inside it still hydrate when wanted', async () => {
    const content = lazyValue(async () => 'Send');
    const partContent = lazyValue(async () => 'Part');
    await Promise.all([content.get(), partContent.get()]);
    const container = document.createElement('div');
    container.innerHTML = renderSnapshot((islands) => app('snapshot', <KeptPage content={content} partContent={partContent} />, islands));
    document.body.append(container);
    const field = container.querySelector('input')!;
    field.value = 'Olena';
    const part = () => container.querySelector<HTMLElement>('[data-island="part"]')!;
    const partButton = part().querySelector('button')!;

    root = hydrateRoot(container, app('hydrate', <KeptPage content={lazyValue(async () => 'failed')} partContent={lazyValue(async () => 'Part')} />));
    await until(() => document.body.hasAttribute('data-taken'));
    want(container);
    await until(() => island(container).hasAttribute('data-live'));
    // Nothing the visitor saw or typed is replaced.
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('Olena');
    expect(container.textContent).not.toContain('Fallback');
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Send');

    part().dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
    await until(() => part().hasAttribute('data-live'));
    expect(part().querySelector('button')).toBe(partButton);
    partButton.click();
    await until(() => partButton.textContent === 'Part: 1 clicks');
  });
});
