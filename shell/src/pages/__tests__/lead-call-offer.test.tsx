import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptLeadNumber, rememberLeadNumber } from '@site/forms/lead-number';
import type { LeadCallOrdered, LeadCallProps } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import { LeadCallOffer, loadLeadCallPanel, panelLoadedOrLate } from '../lead-call-offer';

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

const offer = (panel: ReturnType<typeof loadLeadCallPanel>, onOrdered: (ordered: LeadCallOrdered) => void = () => undefined) => (
  <NavigationProvider value={navigation}>
    <LeadCallOffer form="mediflow" panel={panel} onOrdered={onOrdered} />
  </NavigationProvider>
);

describe('“Lumi calls you now” on the thank-you page', () => {
  it('has the panel in its first frame when the page loaded it, to the number the form was sent with; keeps it through the call it places, and forgets the number', async () => {
    rememberLeadNumber({ form: 'mediflow', phone: '050 123 45 74', country: 'UA' });
    const panel = loadLeadCallPanel('uk')!;
    await panelLoadedOrLate(panel);
    const ordered: LeadCallOrdered[] = [];
    const { container, rerender } = render(offer(panel, (order) => ordered.push(order)));
    // No room kept and filled later: the picker below never moves.
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(screen.getByText('050 123 45 74')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'call me now' }));
    });
    // The page re-renders with what was chosen: the panel, now showing its call, stays.
    rerender(offer(panel, (order) => ordered.push(order)));
    expect(ordered).toEqual([{ kind: 'calling' }]);
    expect(keptLeadNumber()).toBeNull();
    expect(screen.getByRole('region', { name: 'panel' })).toBeTruthy();
  });

  it('keeps the panel’s room while it is still loading, and fills it', async () => {
    rememberLeadNumber({ form: 'mediflow', phone: '050 123 45 74', country: 'UA' });
    const { container } = render(offer(loadLeadCallPanel('uk')));
    expect(container.querySelector('.sh-lead-call[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('050 123 45 74')).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('offers nothing when the tab kept no number, or one kept for another form', () => {
    expect(loadLeadCallPanel('uk')).toBeUndefined();
    rememberLeadNumber({ form: 'lumi', phone: '050 123 45 74', country: 'UA' });
    const { container } = render(offer(loadLeadCallPanel('uk')));
    expect(container.innerHTML).toBe('');
  });
});
