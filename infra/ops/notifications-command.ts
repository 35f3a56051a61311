import { itemsWithId, keyOf, maskEmail, maskPhone, OUTBOXES, parkedItems, requeueParked, type OutboxId, type OutboxItem } from '@site/lambdas/ops';
import { optionsOf, UsageError, type CommandResult } from './operator-cli';

/**
 * `npm run notifications -- list|replay [--since <when>] [--id <id>] [--dry-run] [--aws]`: the
 * parked manager notifications, and putting them back in the queue once their cause is fixed. It
 * works through the outbox code the sweeper uses; replay only turns `parked` into `pending`, due
 * now, so the sweeper sends each once with its usual claim, and a sent item is never touched.
 */
export const USAGE = `npm run notifications -- list|replay [--since <when>] [--id <id>] [--dry-run] [--aws]

  list      the parked notifications (parked since <when>, or with lead/conversation id <id>)
  replay    put them back in the queue; the sweeper sends each once within a minute
  --since   an ISO date or time (2026-11-22, 2026-11-22T09:00Z) or a time back from now (30m, 2h, 3d)
  --id      a lead's id or a voice conversation's id
  --dry-run with replay: say what would be replayed, change nothing
  --aws     the deployed site (cdk.json's site:name and site:region, your AWS credentials) instead of
            the twin's data in DATA_DIR (default .data)`;

export interface NotificationCommand {
  readonly action: 'list' | 'replay';
  /** Epoch ms: only items parked since then. */
  readonly since?: number;
  readonly id?: string;
  readonly dryRun: boolean;
  readonly aws: boolean;
}

const UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `2h` back from `now`, or an ISO date/time. */
export function parseWhen(value: string, now: number): number {
  const relative = /^(\d+)([mhd])$/.exec(value);
  if (relative) return now - Number(relative[1]) * UNITS_MS[relative[2]!]!;
  const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) throw new UsageError(`--since takes an ISO date or time (2026-11-22T09:00Z) or a time back from now (30m, 2h, 3d), not "${value}".`);
  return at;
}

export function parseCommand(argv: readonly string[], now = Date.now()): NotificationCommand {
  const [action, ...rest] = argv;
  if (action !== 'list' && action !== 'replay') throw new UsageError(action ? `Unknown command "${action}".` : 'Say what to do: list or replay.');
  const options = optionsOf(rest, {
    since: { type: 'string' },
    id: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
  });
  const dryRun = options['dry-run'];
  if (dryRun && action !== 'replay') throw new UsageError('--dry-run goes with replay.');
  const since = options.since === undefined ? undefined : parseWhen(options.since, now);
  return { action, since, id: options.id, dryRun, aws: options.aws };
}

const OUTBOX_LABELS: Record<OutboxId, string> = { leads: 'lead', voiceContacts: 'voice', meetings: 'meeting', phoneCalls: 'missed call' };

/** One line for an operator: which notification, when and why it stopped; phones masked. */
export function describeItem(outbox: OutboxId, item: OutboxItem): string {
  const key = keyOf(OUTBOXES[outbox], item);
  const ref =
    outbox === 'leads'
      ? `${key.id} (${String(item.formId)} form)`
      : outbox === 'meetings'
        ? `${key.id} (${String(item.event)})`
        : outbox === 'phoneCalls'
          ? `${key.id} (${String(item.pagePath)})`
          : `conversation ${key.conversationId}`;
  const parkedAt = item.notifyStatus === 'parked' && item.notifyAfter ? ` parked ${new Date(item.notifyAfter).toISOString()}` : '';
  const error = item.notifyError ? `: ${item.notifyError}` : '';
  // A meeting's notice names an e-mail, not a phone; a missed call's item no longer holds its number.
  const contact =
    outbox === 'meetings' ? `email ${maskEmail(String(item.email))}, ` : outbox === 'phoneCalls' ? '' : `phone ${maskPhone(String(item.phone))}, `;
  return `${OUTBOX_LABELS[outbox]} ${ref}, ${contact}${item.notifyStatus}${parkedAt} after ${item.notifyAttempts} attempt(s)${error}`;
}

type Found = { readonly outbox: OutboxId; readonly item: OutboxItem };

/** The notifications the command is about: parked ones by default; with --id, that id's whatever their state. */
async function select(command: NotificationCommand): Promise<Found[]> {
  const found: Found[] = [];
  for (const outbox of Object.keys(OUTBOXES) as OutboxId[]) {
    const items: OutboxItem[] = command.id ? await itemsWithId(OUTBOXES[outbox], command.id) : [];
    if (!command.id) for await (const item of parkedItems(OUTBOXES[outbox], command.since)) items.push(item);
    for (const item of items) {
      if (command.id && command.since !== undefined && !(item.notifyStatus === 'parked' && (item.notifyAfter ?? 0) >= command.since)) continue;
      found.push({ outbox, item });
    }
  }
  return found;
}

export async function runNotificationCommand(command: NotificationCommand, where: string, now = Date.now()): Promise<CommandResult> {
  const found = await select(command);
  const lines: string[] = [];
  if (command.id && !found.length) return { lines: [`No notification with id ${command.id} in ${where}.`], exitCode: 1 };
  const parked = found.filter(({ item }) => item.notifyStatus === 'parked');
  const others = found.filter(({ item }) => item.notifyStatus !== 'parked');

  if (command.action === 'list') {
    lines.push(`${parked.length} parked notification(s) in ${where}${command.since !== undefined ? ` since ${new Date(command.since).toISOString()}` : ''}.`);
    for (const { outbox, item } of found) lines.push(`  ${describeItem(outbox, item)}`);
    return { lines, exitCode: 0 };
  }

  for (const { outbox, item } of others) lines.push(`  left alone, not parked: ${describeItem(outbox, item)}`);
  if (command.dryRun) {
    lines.unshift(`Dry run: would replay ${parked.length} parked notification(s) in ${where}; nothing changed.`);
    for (const { outbox, item } of parked) lines.push(`  would replay: ${describeItem(outbox, item)}`);
    return { lines, exitCode: 0 };
  }
  let replayed = 0;
  for (const { outbox, item } of parked) {
    // Conditional on `parked`: an item someone else replayed or sent meanwhile is left alone.
    const done = await requeueParked(OUTBOXES[outbox], keyOf(OUTBOXES[outbox], item), now);
    if (done) replayed += 1;
    lines.push(`  ${done ? 'replayed' : 'left alone, no longer parked'}: ${describeItem(outbox, item)}`);
  }
  lines.unshift(
    replayed
      ? `Replayed ${replayed} notification(s) in ${where}: they are due now, and the notification sweeper sends each once within a minute${where.includes('not running') ? ' of the twin starting (npm start)' : ''}.`
      : `Nothing to replay in ${where}.`,
  );
  return { lines, exitCode: 0 };
}
