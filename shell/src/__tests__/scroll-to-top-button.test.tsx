import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from '../chrome/scroll-to-top-button';
import { showScrollToTop } from '../start/scroll-to-top';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { shell: { a11y: { scrollToTop: 'Back to top' } } } } });
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the back-to-top button', () => {
  it('shows only once the page is scrolled more than 300 px, and scrolls to the top', () => {
    render(
      <I18nextProvider i18n={i18next}>
        <ScrollToTopButton />
      </I18nextProvider>,
    );
    showScrollToTop();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
