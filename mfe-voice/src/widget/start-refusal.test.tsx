import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { createRefusalSlot } from '../session/notices';
import type { VoicePhase } from '../session/voice-session';
import { StartRefusalNote } from './start-refusal';

const i18n = i18next.createInstance();
beforeAll(() => i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { voice: en } } }));

const REFUSAL = { title: 'Connection error', text: 'Too many conversations from your network.' };

function renderNote(slot: ReturnType<typeof createRefusalSlot>, phase: VoicePhase) {
  const ui = (next: VoicePhase) => (
    <I18nextProvider i18n={i18n}>
      <StartRefusalNote slot={slot} phase={next} />
    </I18nextProvider>
  );
  const view = render(ui(phase));
  return (next: VoicePhase) => view.rerender(ui(next));
}

describe('the note of a refused start', () => {
  it('keeps a refusal that came while it mounted mid-start (a call the starter began before the app)', () => {
    const slot = createRefusalSlot();
    slot.show(REFUSAL);
    const phase = renderNote(slot, 'connecting');
    phase('idle');
    expect(screen.getByRole('alert').textContent).toContain(REFUSAL.text);
  });

  it('goes when the visitor starts again, or closes it', () => {
    const slot = createRefusalSlot();
    const phase = renderNote(slot, 'idle');
    act(() => slot.show(REFUSAL));
    expect(screen.getByRole('alert')).toBeTruthy();
    phase('connecting');
    expect(screen.queryByRole('alert')).toBeNull();
    phase('idle');
    act(() => slot.show(REFUSAL));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
