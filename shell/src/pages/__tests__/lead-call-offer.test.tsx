import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptLeadNumber, rememberLeadNumber } from '@site/forms/lead-number';
import type { LeadCallOrdered, LeadCallProps } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import { LeadCallOffer } from '../lead-call-offer';

// The voice remote's panel, as the federation loads it: it shows the number it was given and orders the call.
function Panel({ phone, onOrdered }: LeadCallProps) {
  return (
    <section aria-label="panel">
      <p>{phone}</p>
      <button type="button" onClick={() => onOrdered?.({ kind: 'calling' })}>
        call me now
      </button>
    </section>
  );
}
vi.mock('../../federation/remotes', () => ({
  loadRemoteView: async () => ({ ok: true, module: { default: Panel, buildId: 'test', namespaces: [] }, expose: './LeadCall', data: undefined }),
}));
vi.mock('@site/i18n', () => ({ prepareLanguage: async () => undefined }));

const navigation: Navigation = { lang: 'uk', pathname: '/thank-you/mediflow/ua', search: '', origin: 'https://example.com', navigate: vi.fn() };

afterEach(() => sessionStorage.clear());

describe('“Lumi calls you now” on the thank-you page', () => {
  it('offers the call to the number the form was sent with, keeps the panel through the call it places, and forgets the number', async () => {
    rememberLeadNumber({ form: 'mediflow', phone: '050 123 45 74', country: 'UA' });
    const ordered: LeadCallOrdered[] = [];
    const { rerender } = render(
      <NavigationProvider value={navigation}>
        <LeadCallOffer form="mediflow" onOrdered={(order) => ordered.push(order)} />
      </NavigationProvider>,
    );
    expect(await screen.findByText('050 123 45 74')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'call me now' }));
    });
    // The page re-renders with what was chosen: the panel, now showing its call, stays.
    rerender(
      <NavigationProvider value={navigation}>
        <LeadCallOffer form="mediflow" onOrdered={(order) => ordered.push(order)} />
      </NavigationProvider>,
    );
    expect(ordered).toEqual([{ kind: 'calling' }]);
    expect(keptLeadNumber()).toBeNull();
    expect(screen.getByRole('region', { name: 'panel' })).toBeTruthy();
  });

  it('offers nothing to a number kept for another form', () => {
    rememberLeadNumber({ form: 'lumi', phone: '050 123 45 74', country: 'UA' });
    const { container } = render(
      <NavigationProvider value={navigation}>
        <LeadCallOffer form="mediflow" onOrdered={() => undefined} />
      </NavigationProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
