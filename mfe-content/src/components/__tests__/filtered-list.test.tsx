import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '@site/ui';
import { FilteredList } from '../filtered-list';

function renderList(current: Record<string, string | null>, navigate: Navigation['navigate']) {
  return render(
    <NavigationProvider value={{ lang: 'uk', pathname: '/ua/cases', search: '', origin: 'https://example.com', navigate }}>
      <FilteredList
        id="library"
        path="/cases"
        label="Фільтри кейсів"
        groups={[{ name: 'industry', ids: ['saas', 'retail'], label: 'Галузь', allLabel: 'Усі', labelOf: (id) => ({ saas: 'SaaS', retail: 'Рітейл' })[id]! }]}
        current={current}
        items={[{ industry: 'saas' }, { industry: 'saas' }]}
        statusOf={(count) => `Показано: ${count} з 2`}
        empty={{ text: 'Жодного кейсу', reset: 'Показати всі кейси' }}
        columns="two"
      >
        <li data-industry="saas">A</li>
        <li data-industry="saas">B</li>
      </FilteredList>
    </NavigationProvider>,
  );
}

describe('a filtered list', () => {
  it('is a named group of radios, the URL’s choice checked', () => {
    renderList({ industry: 'saas' }, vi.fn());
    expect(screen.getByRole('group', { name: 'Галузь' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'SaaS' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Усі' }).checked).toBe(false);
  });

  it('has a status line for every count a choice can leave, and a reset button', () => {
    renderList({ industry: null }, vi.fn());
    expect(screen.getByRole('status').textContent).toBe('Показано: 0 з 2Показано: 2 з 2');
    expect(screen.getByRole('button', { name: 'Показати всі кейси' })).toBeTruthy();
  });

  it('puts a choice into the URL, and a reset takes the filters off', async () => {
    const navigate = vi.fn();
    renderList({ industry: null }, navigate);
    await userEvent.click(screen.getByRole('radio', { name: 'Рітейл' }));
    expect(navigate).toHaveBeenLastCalledWith('/cases?industry=retail', { replace: false });
    await userEvent.click(screen.getByRole('button', { name: 'Показати всі кейси' }));
    expect(navigate).toHaveBeenLastCalledWith('/cases', { replace: false });
  });
});
