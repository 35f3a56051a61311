import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavigationProvider, holdPage, localizeHref, type Navigation } from '../index';

function renderWith(navigation: Partial<Navigation>, ui: React.ReactNode) {
  const value: Navigation = { lang: 'ru', pathname: '/ru', search: '', origin: 'https://example.com', navigate: vi.fn(), ...navigation };
  render(<NavigationProvider value={value}>{ui}</NavigationProvider>);
  return value;
}

describe('Link', () => {
  afterEach(() => holdPage(false));

  it('points at the page in the current language and leaves the click to the browser', () => {
    const navigation = renderWith({}, <Link to="/cases?industry=saas">Кейсы</Link>);
    const link = screen.getByRole('link', { name: 'Кейсы' });
    expect(link.getAttribute('href')).toBe('/ru/cases?industry=saas');
    expect(fireEvent.click(link)).toBe(true);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('navigates in the app while the page is held, so an open conversation goes on', () => {
    const navigation = renderWith({}, <Link to="/cases?industry=saas">Кейсы</Link>);
    holdPage(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Кейсы' }))).toBe(false);
    expect(navigation.navigate).toHaveBeenCalledWith('/cases?industry=saas', { lang: 'ru', replace: undefined, state: undefined });
  });

  it('can point at another language', () => {
    renderWith(
      {},
      <Link to="/" lang="uk">
        Українська
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/ua');
  });

  it('leaves a modified click to the browser (new tab, new window)', () => {
    const navigation = renderWith({}, <Link to="/team">Команда</Link>);
    holdPage(true);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link'), { button: 1 });
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('keeps query and hash when it localizes', () => {
    expect(localizeHref('/#products', 'uk')).toBe('/ua#products');
    expect(localizeHref('/blog?category=sales#top', 'en')).toBe('/blog?category=sales#top');
  });
});
