import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { VideoFacade } from '../video-facade';

const FIXTURE_ID = 'dQw4w9WgXcQ';
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { products: en } }, interpolation: { escapeValue: false } });
});

const renderFacade = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <VideoFacade id={FIXTURE_ID} title="Lumi AI answers a call" />
    </I18nextProvider>,
  );

describe('a video behind its facade', () => {
  it('shows a local poster with the title and a play control, and nothing from YouTube', () => {
    const { container } = renderFacade();
    const play = screen.getByRole('link', { name: /Lumi AI answers a call.*Play the video/ });
    expect(play.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${FIXTURE_ID}`);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('brings the privacy-enhanced player only when the visitor presses play', () => {
    const { container } = renderFacade();
    fireEvent.click(screen.getByRole('link'));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${FIXTURE_ID}?autoplay=1&rel=0`);
    expect(frame.getAttribute('title')).toBe('Lumi AI answers a call');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves a press with a modifier to the browser, to open YouTube in a new tab', () => {
    const { container } = renderFacade();
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(container.querySelector('iframe')).toBeNull();
  });
});
