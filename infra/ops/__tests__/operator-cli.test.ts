import { describe, expect, it } from 'vitest';
import { optionsOf, UsageError } from '../operator-cli';
import { parseCommand as personalData } from '../personal-data-command';

const OPTIONS = { since: { type: 'string' }, aws: { type: 'boolean', default: false } } as const;

describe('the operator commands’ options (node:util parseArgs)', () => {
  it('reads values, flags and defaults, in any order', () => {
    expect(optionsOf(['--aws', '--since', '2h'], OPTIONS)).toEqual({ since: '2h', aws: true });
    expect(optionsOf(['--since=1d'], OPTIONS)).toEqual({ since: '1d', aws: false });
  });

  it('says what an operator mistyped, naming the option as typed', () => {
    const mistake = (args: string[]) => () => optionsOf(args, OPTIONS);
    expect(mistake(['--since'])).toThrow(new UsageError('--since needs a value.'));
    expect(mistake(['--since', '--aws'])).toThrow(new UsageError('--since needs a value.'));
    expect(mistake(['--force'])).toThrow(new UsageError('Unknown option "--force".'));
    expect(mistake(['2h'])).toThrow(new UsageError('Unexpected argument "2h": every value follows its option.'));
    expect(mistake(['--aws=yes'])).toThrow(new UsageError('--aws takes no value.'));
  });

  it('takes one person, once, for a personal-data request', () => {
    expect(() => personalData(['find', '--email', 'a@example.com', '--phone', '+48 600 100 200'])).toThrow('Give one person: --phone or --email, once.');
    expect(() => personalData(['find', '--email', 'a@example.com', '--email', 'b@example.com'])).toThrow('Give one person: --phone or --email, once.');
    expect(personalData(['find', '--email', 'a@example.com'])).toMatchObject({ action: 'find', dryRun: false, aws: false });
  });
});
