import {
  BUILD_ID_PATTERN,
  CLIENT_SIGNAL_LIMITS,
  CONTROL_CHARACTERS,
  FORMAT_OR_SEPARATOR,
  LONE_SURROGATE,
  PART_PATTERN,
  REMOTE_FAILURE_REASONS,
  reportedPage,
  VITAL_RATINGS,
  WEB_VITALS,
  type ClientEvent,
} from '@site/contracts';
import { REMOTE_NAMES } from '@site/model';
import { markedBuild } from '../federation/remote-mark';
import { appOfScript, messageOf, scriptInStack } from './error-source';
import type { ObservedEvent, UncaughtError } from './signal-queue';

/**
 * An observed event as the contract (`clientEventSchema`) takes it, built field by field from the
 * contract's own terms rather than parsed by its schema: this code runs on every visit, app or no
 * app, and zod would be most of its bytes. What cannot be made to fit is dropped, never sent, as
 * one event the Lambda refuses would lose the whole beacon; the tests hold every shaped event to the
 * schema itself.
 */
export function shapedEvent(event: ObservedEvent): ClientEvent | null {
  const page = reportedPage(event.page);
  switch (event.kind) {
    case 'visit':
      return { kind: 'visit', page };
    case 'uncaught':
      return errorEvent(event, page);
    case 'remote-failure': {
      const { remote, part, reason } = event;
      if (!REMOTE_NAMES.includes(remote) || !REMOTE_FAILURE_REASONS.includes(reason) || !fits(part, PART_PATTERN, CLIENT_SIGNAL_LIMITS.partMaxLength))
        return null;
      return { kind: 'remote-failure', remote, part, reason, ...withBuild('remoteBuild', event.remoteBuild), page };
    }
    case 'vital': {
      const { name, value, rating } = event;
      if (!WEB_VITALS.includes(name) || !VITAL_RATINGS.includes(rating) || !(value >= 0 && value <= CLIENT_SIGNAL_LIMITS.vitalMaxValue)) return null;
      return { kind: 'vital', name, value, rating, page };
    }
  }
}

/** An uncaught error, or null when it is not the site's own (an extension's, another site's script). */
function errorEvent({ error, script }: UncaughtError, page: string): ClientEvent | null {
  const app = appOfScript(script ?? scriptInStack(error));
  if (!app) return null;
  return { kind: 'error', app, ...withBuild('build', app === 'shell' ? __BUILD_ID__ : markedBuild(app)), message: shortMessage(messageOf(error)), page };
}

const STRIPPED = new RegExp(`${CONTROL_CHARACTERS.source}|${FORMAT_OR_SEPARATOR.source}`, 'gu');
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** A message fit to leave the page: no query strings, no characters nobody types, at most the contract's length. */
export function shortMessage(message: string): string {
  const text = message
    .replace(/\?[^\s'"]*/g, '')
    .replace(STRIPPED, ' ')
    .replace(LONE_SURROGATES, '');
  // Cut between characters, never inside a pair, and by the UTF-16 length the contract counts.
  let short = '';
  for (const character of text) {
    if (short.length + character.length > CLIENT_SIGNAL_LIMITS.messageMaxLength) break;
    short += character;
  }
  return short.trim() || '(no message)';
}

function fits(value: string, pattern: RegExp, maxLength: number): boolean {
  return value.length > 0 && value.length <= maxLength && pattern.test(value);
}

/** A release id under `key` when it is one the contract takes; nothing otherwise (it is optional). */
function withBuild<K extends string>(key: K, build: string | undefined): Partial<Record<K, string>> {
  return build !== undefined && fits(build, BUILD_ID_PATTERN, CLIENT_SIGNAL_LIMITS.buildIdMaxLength) ? ({ [key]: build } as Record<K, string>) : {};
}
