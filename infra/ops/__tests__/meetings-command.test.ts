import { describe, expect, it } from 'vitest';
import { parseCommand } from '../meetings-command';
import { UsageError } from '../operator-cli';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('npm run meetings -- cancel', () => {
  it('reads a batch by network, e-mail domain and booking window, and only shows it without --yes', () => {
    expect(parseCommand(['cancel', '--network', '203.0.0.0/16', '--domain', '@Attacker.example', '--booked-since', '2h'], NOW)).toEqual({
      batch: { network: '203.0.0.0/16', emailDomain: 'Attacker.example', bookedSince: NOW - 2 * 3_600_000 },
      yes: false,
      aws: false,
    });
    expect(parseCommand(['cancel', '--booked-until', '2026-11-28T09:00Z', '--yes', '--aws'], NOW)).toEqual({
      batch: { bookedUntil: Date.parse('2026-11-28T09:00Z') },
      yes: true,
      aws: true,
    });
  });

  it('refuses a command that would choose every meeting, an unknown option or a missing value', () => {
    expect(() => parseCommand(['cancel', '--yes'], NOW)).toThrow(UsageError);
    expect(() => parseCommand(['cancel', '--network'], NOW)).toThrow('--network needs a value.');
    expect(() => parseCommand(['cancel', '--all'], NOW)).toThrow('Unknown option "--all".');
    expect(() => parseCommand(['list', '--network', 'as64500'], NOW)).toThrow('Unknown command "list".');
  });
});
