import { cancelBatch, maskEmail, meetingsInBatch, type MeetingBatch } from '@site/lambdas/ops';
import { parseWhen } from './notifications-command';
import { optionsOf, UsageError, type CommandResult } from './operator-cli';

/**
 * `npm run meetings -- cancel …`: the meetings ahead that one network or provider, one e-mail domain
 * or one window of booking times made (a week booked out by strangers, I2), shown, and cancelled
 * with `--yes` as a visitor's link cancels them: the times free at once, the calendar events and the
 * visitors' e-mails done by the meeting sweeper within its minute, and the managers told once.
 */
export const USAGE = `npm run meetings -- cancel [--network <prefix|address|asN>] [--domain <domain>] [--booked-since <when>] [--booked-until <when>] [--yes] [--aws]

  cancel          the booked meetings still ahead that match every option given (at least one)
  --network       the /16 or /48 that booked them (203.0.0.0/16, or any address in it), or the provider (as64500)
  --domain        the visitors' e-mail domain (example.org)
  --booked-since  booked at or after: an ISO date or time (2026-11-28T09:00Z) or a time back from now (30m, 2h, 3d)
  --booked-until  booked before, in the same forms
  --yes           cancel them; without it the command only shows what it would cancel
  --aws           the deployed site (cdk.json's site:name and site:region, your AWS credentials) instead of
                  the twin's data in DATA_DIR (default .data)`;

export interface MeetingsCommand {
  readonly batch: MeetingBatch;
  readonly yes: boolean;
  readonly aws: boolean;
}

export function parseCommand(argv: readonly string[], now = Date.now()): MeetingsCommand {
  const [action, ...rest] = argv;
  if (action !== 'cancel') throw new UsageError(action ? `Unknown command "${action}".` : 'Say what to do: cancel.');
  const options = optionsOf(rest, {
    network: { type: 'string' },
    domain: { type: 'string' },
    'booked-since': { type: 'string' },
    'booked-until': { type: 'string' },
    yes: { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
  });
  const batch: MeetingBatch = {
    ...(options.network !== undefined && { network: options.network }),
    ...(options.domain !== undefined && { emailDomain: options.domain.replace(/^@/, '') }),
    ...(options['booked-since'] !== undefined && { bookedSince: parseWhen(options['booked-since'], now) }),
    ...(options['booked-until'] !== undefined && { bookedUntil: parseWhen(options['booked-until'], now) }),
  };
  if (!Object.keys(batch).length) throw new UsageError('Say which meetings: --network, --domain, --booked-since or --booked-until.');
  return { batch, yes: options.yes, aws: options.aws };
}

export async function runMeetingsCommand(command: MeetingsCommand, where: string, now = Date.now()): Promise<CommandResult> {
  const meetings = await meetingsInBatch(command.batch, now);
  const lines = meetings.map(
    (meeting) =>
      `  ${meeting.meetingId} ${meeting.start} ${meeting.managerId}, email ${maskEmail(meeting.email)}, booked ${meeting.createdAt} from ${meeting.network ?? 'a call'} (${meeting.provider ?? '-'})`,
  );
  if (!command.yes)
    return { lines: [`Would cancel ${meetings.length} meeting(s) in ${where}; nothing changed (add --yes to cancel them).`, ...lines], exitCode: 0 };
  const result = await cancelBatch(meetings, command.batch, now);
  const left = result.leftAlone.map((meeting) => `  left alone, changed meanwhile: ${meeting.meetingId}`);
  const told = result.cancelled.length
    ? result.managersTold
      ? 'The managers were told once, in one summary.'
      : 'The managers’ summary was NOT sent: tell them yourself.'
    : 'Nothing cancelled, so the managers were not told.';
  return {
    lines: [
      `Cancelled ${result.cancelled.length} meeting(s) in ${where}; the meeting sweeper cancels their calendar events and mails each visitor within a minute. ${told}`,
      ...lines,
      ...left,
    ],
    exitCode: result.cancelled.length && !result.managersTold ? 1 : left.length ? 1 : 0,
  };
}
