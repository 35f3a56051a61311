import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPage } from '@site/ui';
import { useLanguageSwitch } from '../chrome/use-language-switch';

function setup(initial: string) {
  let switchTo: (code: string) => void = () => undefined;
  function Probe() {
    switchTo = useLanguageSwitch();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/team', initial], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return { router, switchTo: (code: string) => act(() => switchTo(code)) };
}

describe('the language switch while a conversation holds the page', () => {
  beforeAll(() => holdPage(true));
  afterAll(() => holdPage(false));

  it('rewrites the prefix, keeps query and hash, and replaces the history entry', async () => {
    const { router, switchTo } = setup('/ru/cases?industry=saas#list');
    await switchTo('ua');
    expect(router.state.location).toMatchObject({ pathname: '/ua/cases', search: '?industry=saas', hash: '#list' });
    expect(router.state.historyAction).toBe('REPLACE');
    await switchTo('en');
    expect(router.state.location.pathname).toBe('/cases');
  });

  it('moves the thank-you page to its language’s own URL', async () => {
    const { router, switchTo } = setup('/thank-you/ru');
    await switchTo('ua');
    expect(router.state.location.pathname).toBe('/thank-you/ua');
    await switchTo('en');
    expect(router.state.location.pathname).toBe('/thank-you');
  });

  it('stays on the site from a not-found path that reads as another host', async () => {
    const { router, switchTo } = setup('/ru//evil.com');
    await switchTo('en');
    expect(router.state.location.pathname).toBe('/evil.com');
  });

  it.each(['de', 'xx', '<script>', ''])('ignores the unsupported code %j', async (code) => {
    const { router, switchTo } = setup('/ru/blog');
    await switchTo(code);
    expect(router.state.location.pathname).toBe('/ru/blog');
    expect(router.state.historyAction).toBe('POP');
  });
});
