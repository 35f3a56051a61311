import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTHER_WAYS } from '@site/model';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';
import { createRefusalSlot, showNotice } from '../session/notices';
import { fetchSignedUrl } from '../session/signed-url';
import { createVoiceSession, type VoicePhase } from '../session/voice-session';
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

describe('a start refused by the token endpoint, said for what was refused: a typed chat or a call (issue 69)', () => {
  const catalogs = { en, ru, uk, pl } as const;
  const all = i18next.createInstance();
  beforeAll(() =>
    all.use(initReactI18next).init({ lng: 'en', resources: Object.fromEntries(Object.entries(catalogs).map(([lang, voice]) => [lang, { voice }])) }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'en',
      /^Today’s allowance of typed chats with the assistant is used up/,
      /^Today’s allowance of voice conversations with the assistant is used up/,
      /voice/i,
      'Contacts',
    ],
    ['ru', /^Дневной лимит текстовых чатов с ассистентом исчерпан/, /^Дневной лимит голосовых разговоров с ассистентом исчерпан/, /голос/i, 'Контакты'],
    ['uk', /^Денний ліміт текстових чатів з асистентом вичерпано/, /^Денний ліміт голосових розмов з асистентом вичерпано/, /голос/i, 'Контакти'],
    ['pl', /^Dzienny limit czatów tekstowych z asystentem/, /^Dzienny limit rozmów głosowych z asystentem/, /głosow/i, 'Kontakt'],
  ] as const)('in %s, offering the contacts page’s form and picker, the e-mail and the phone', async (lang, typedWords, voiceWords, voice, action) => {
    let refused: Response = Response.json({ error: 'daily_limit_reached', message: 'spent' }, { status: 429 });
    const fetch = vi.fn(async () => refused.clone());
    vi.stubGlobal('fetch', fetch);
    const slot = createRefusalSlot();
    const t = all.getFixedT(lang, 'voice') as unknown as (key: string, values?: object) => string;
    const session = createVoiceSession({
      requestMicrophone: async () => undefined,
      fetchSignedUrl,
      connect: () => Promise.reject(new Error('no conversation is signed')),
      announce: (notice) => showNotice(notice, (key, values) => t(key, { ...values }), `/${lang}/contacts`, slot),
    });
    render(
      <I18nextProvider i18n={all}>
        <StartRefusalNote slot={slot} phase="idle" />
      </I18nextProvider>,
    );
    const said = () => screen.getByRole('alert').querySelector('.vc-refusal__text')!.textContent!;

    await act(() => session.start('text'));
    expect(fetch).toHaveBeenLastCalledWith('/api/elevenlabs-token', expect.objectContaining({ body: '{"channel":"text"}' }));
    expect(said()).toMatch(typedWords);
    expect(said()).not.toMatch(voice);
    expect(said()).toContain(OTHER_WAYS.email);
    expect(said()).toContain(OTHER_WAYS.phoneText);
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(`/${lang}/contacts`);

    await act(() => session.start('voice'));
    expect(fetch).toHaveBeenLastCalledWith('/api/elevenlabs-token', expect.objectContaining({ body: '{"channel":"voice"}' }));
    expect(said()).toMatch(voiceWords);
    expect(screen.getByRole('link', { name: action })).toBeTruthy();

    // Nor does a typed chat the service could not start say "the voice assistant".
    refused = Response.json({ error: 'upstream_failed' }, { status: 502 });
    await act(() => session.start('text'));
    expect(said()).toBe(catalogs[lang].errors.typed.serviceUnavailable);
    expect(said()).not.toMatch(voice);
  });
});
