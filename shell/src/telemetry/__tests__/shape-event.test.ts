import { CLIENT_SIGNAL_LIMITS, clientEventSchema, NOT_FOUND_PAGE } from '@site/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shapedEvent, shortMessage } from '../shape-event';
import type { ObservedEvent } from '../signal-queue';

beforeEach(() => {
  vi.stubGlobal('__BUILD_ID__', 'shell42');
  document.body.innerHTML = '<div data-mfe="content" data-build="content7"></div><div data-mfe="voice" data-build="voice build!"></div>';
});

const own = (path: string) => `${location.origin}${path}`;

/** Events as a page may observe them, the contract's edges included: each is shaped to fit it, or dropped. */
const OBSERVED: Record<string, ObservedEvent> = {
  visit: { kind: 'visit', page: '/ru/cases' },
  'visit to a page outside the route table': { kind: 'visit', page: '/reset/anna@example.com' },
  'visit to a path too long to be a page': { kind: 'visit', page: `/blog/${'x'.repeat(600)}` },
  'remote failure': { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'timeout', remoteBuild: 'content7', page: '/cases' },
  'remote failure of a release the page marks badly': {
    kind: 'remote-failure',
    remote: 'voice',
    part: 'VoiceWidget',
    reason: 'unavailable',
    remoteBuild: 'voice build!',
    page: '/',
  },
  'remote failure of a part no module is named': { kind: 'remote-failure', remote: 'content', part: 'cases/../x', reason: 'render', page: '/' },
  'remote failure of a remote the site has not': { kind: 'remote-failure', remote: 'billing' as 'content', part: 'x', reason: 'render', page: '/' },
  'remote failure for a reason the contract has not': { kind: 'remote-failure', remote: 'content', part: 'x', reason: 'gone' as 'render', page: '/' },
  vital: { kind: 'vital', name: 'LCP', value: 2400, rating: 'needs-improvement', page: '/ua/blog' },
  CLS: { kind: 'vital', name: 'CLS', value: 0.031, rating: 'good', page: '/' },
  'vital below zero': { kind: 'vital', name: 'INP', value: -1, rating: 'good', page: '/' },
  'vital past ten minutes': { kind: 'vital', name: 'TTFB', value: CLIENT_SIGNAL_LIMITS.vitalMaxValue + 1, rating: 'poor', page: '/' },
  'vital that is not a number': { kind: 'vital', name: 'FCP', value: Number.NaN, rating: 'poor', page: '/' },
  'error of the shell': { kind: 'uncaught', error: new TypeError('x is undefined'), script: own('/assets/index-1.js'), page: '/contacts' },
  'error of a remote': { kind: 'uncaught', error: new Error('boom'), script: own('/mfe/content/assets/a.js'), page: '/team' },
  'error of a remote whose release mark is no release': { kind: 'uncaught', error: 'rejected', script: own('/mfe/voice/assets/v.js'), page: '/' },
  'error with characters nobody types': {
    kind: 'uncaught',
    error: new Error('bad\u0000 value\u202E reversed\u200B hidden\u2028line \uD800 half'),
    script: own('/assets/index-1.js'),
    page: '/',
  },
  'error with a long message of pairs': { kind: 'uncaught', error: '😀'.repeat(300), script: own('/assets/index-1.js'), page: '/' },
  'error with no message': { kind: 'uncaught', error: '\u0007 ', script: own('/assets/index-1.js'), page: '/' },
  'error of an extension': { kind: 'uncaught', error: new Error('ext'), script: 'chrome-extension://abc/content.js', page: '/' },
};

describe('an observed event, shaped for the contract', () => {
  it.each(Object.entries(OBSERVED))('%s: sent as the schema takes it, or not at all', (_, observed) => {
    const event = shapedEvent(observed);
    if (event !== null) expect(clientEventSchema.safeParse(event)).toEqual({ success: true, data: event });
  });

  it('keeps what fits and names an unknown page only as not found', () => {
    expect(shapedEvent(OBSERVED.visit!)).toEqual({ kind: 'visit', page: '/ru/cases' });
    expect(shapedEvent(OBSERVED['visit to a page outside the route table']!)).toEqual({ kind: 'visit', page: NOT_FOUND_PAGE });
    expect(shapedEvent(OBSERVED['visit to a path too long to be a page']!)).toEqual({ kind: 'visit', page: NOT_FOUND_PAGE });
    expect(shapedEvent(OBSERVED.vital!)).toEqual(OBSERVED.vital);
    expect(shapedEvent(OBSERVED['remote failure']!)).toEqual(OBSERVED['remote failure']);
  });

  it('leaves out a release id the contract would refuse, and keeps the event', () => {
    expect(shapedEvent(OBSERVED['remote failure of a release the page marks badly']!)).toEqual({
      kind: 'remote-failure',
      remote: 'voice',
      part: 'VoiceWidget',
      reason: 'unavailable',
      page: '/',
    });
    expect(shapedEvent(OBSERVED['error of a remote whose release mark is no release']!)).toEqual({
      kind: 'error',
      app: 'voice',
      message: 'rejected',
      page: '/',
    });
    expect(shapedEvent(OBSERVED['error of a remote']!)).toMatchObject({ app: 'content', build: 'content7' });
    expect(shapedEvent(OBSERVED['error of the shell']!)).toMatchObject({ app: 'shell', build: 'shell42', message: 'TypeError: x is undefined' });
  });

  it.each([
    'remote failure of a part no module is named',
    'remote failure of a remote the site has not',
    'remote failure for a reason the contract has not',
    'vital below zero',
    'vital past ten minutes',
    'vital that is not a number',
    'error of an extension',
  ])('drops a %s', (name) => {
    expect(shapedEvent(OBSERVED[name]!)).toBeNull();
  });
});

describe('an error message fit to leave the page', () => {
  it('has no query string, nor a character nobody types', () => {
    expect(shortMessage(`failed ${location.origin}/a.js?token=abc\u0000 then`)).toBe(`failed ${location.origin}/a.js then`);
    expect(shortMessage('bad\u0000 value\u202E reversed\u200B hidden\u2028line \uD800 half')).toBe('bad  value  reversed  hidden line  half');
  });

  it('is cut between characters at the length the contract counts', () => {
    const message = shortMessage('😀'.repeat(300));
    expect(message).toBe('😀'.repeat(CLIENT_SIGNAL_LIMITS.messageMaxLength / 2));
  });

  it('says there was none when nothing is left', () => {
    expect(shortMessage('\u0007 ')).toBe('(no message)');
  });
});
