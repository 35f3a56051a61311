import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { meetingManager } from '@site/model';
import { documentClient, tableName } from '../dynamodb';
import { wideNetwork } from '../client-network';
import { openNotificationChannel } from '../notifications/channel';
import { countedTitle, managerTime, managerWords } from '../notifications/manager-words';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import { NOTIFY_POLICY } from '../notifications/policy';
import { logger } from '../powertools';
import type { MeetingRecord } from '../records/meeting';
import { mailboxOf } from './allowances';
import { changeMeeting, releaseSlot } from './store';

/**
 * The operator's answer to a week booked out by strangers (I2): the meetings ahead that one network
 * or provider, one e-mail domain or one window of booking times made, cancelled as a visitor's link
 * cancels them (the time free again, the calendar event cancelled, the visitor told), and the
 * managers told once, each in one summary of their own meetings in their language, instead of once a meeting.
 */
export interface MeetingBatch {
  /** A /16 or /48 (`203.0.0.0/16`), any address in it, or a provider (`as64500`). */
  readonly network?: string;
  /** The visitors' e-mail domain. */
  readonly emailDomain?: string;
  /** Booked at or after, before: epoch ms. */
  readonly bookedSince?: number;
  readonly bookedUntil?: number;
}

const networkMatches = (meeting: MeetingRecord, network: string) =>
  meeting.provider === network.toLowerCase() || meeting.network === network || (!network.includes('/') && meeting.network === wideNetwork(network));

function inBatch(meeting: MeetingRecord, batch: MeetingBatch): boolean {
  const booked = Date.parse(meeting.createdAt);
  return (
    (batch.network === undefined || networkMatches(meeting, batch.network)) &&
    (batch.emailDomain === undefined || mailboxOf(meeting.email).endsWith(`@${batch.emailDomain.toLowerCase()}`)) &&
    (batch.bookedSince === undefined || booked >= batch.bookedSince) &&
    (batch.bookedUntil === undefined || booked < batch.bookedUntil)
  );
}

/** The booked meetings still ahead in the batch, soonest first. */
export async function meetingsInBatch(batch: MeetingBatch, now = Date.now()): Promise<MeetingRecord[]> {
  const found: MeetingRecord[] = [];
  let from: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName('meetings'),
        FilterExpression: 'begins_with(id, :meeting) AND #status = :booked',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':meeting': 'meeting#', ':booked': 'booked' },
        ExclusiveStartKey: from,
      }),
    );
    for (const item of (page.Items ?? []) as MeetingRecord[]) if (Date.parse(item.start) > now && inBatch(item, batch)) found.push(item);
    from = page.LastEvaluatedKey;
  } while (from);
  return found.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Cancels one meeting of a batch as its link would, but marked told: the summary tells the managers,
 * so no notice of its own is made. Its work is due at once, so the meeting sweeper cancels the
 * calendar event and mails the visitor within its minute, with the secrets and settings it already
 * has; the command needs only the tables and the managers' chat. False when the meeting changed
 * meanwhile (left alone).
 */
async function cancelOne(meeting: MeetingRecord, now: number): Promise<boolean> {
  const version = meeting.version + 1;
  const changed = await changeMeeting(meeting.meetingId, meeting.version, {
    version,
    noticedVersion: version,
    status: 'cancelled',
    updatedAt: new Date(now).toISOString(),
    workStatus: 'due',
    workAfter: now,
  });
  if (!changed) return false;
  await releaseSlot(meeting.managerId, meeting.start, meeting.meetingId);
  logger.info('meeting cancelled by an operator, in a batch', { meetingId: meeting.meetingId });
  return true;
}

/** What one manager reads once of their meetings in a batch, in their own language: how many, chosen how, and when each was. */
export function batchMessage(cancelled: readonly MeetingRecord[], batch: MeetingBatch, managerId: string): ManagerMessage {
  const manager = meetingManager(managerId);
  const words = managerWords(managerId);
  const chosenBy = [
    batch.network && words.batch.network(batch.network),
    batch.emailDomain && words.batch.domain(batch.emailDomain),
    batch.bookedSince !== undefined && words.batch.since(new Date(batch.bookedSince).toISOString()),
    batch.bookedUntil !== undefined && words.batch.until(new Date(batch.bookedUntil).toISOString()),
  ].filter(Boolean);
  return managerMessage(countedTitle(cancelled.length, words.language, words.batch.title), [
    [words.labels.chosenBy, chosenBy.join(', '), 'fact'],
    [words.labels.manager, manager?.name[words.language] ?? managerId, 'fact'],
    [words.labels.times, cancelled.map((meeting) => managerTime(meeting.start, manager?.timeZone ?? 'UTC', words)).join('; '), 'fact'],
    [words.labels.why, words.batch.why, 'fact'],
  ]);
}

/** The batch's summaries: one to each manager whose meetings it cancelled, of theirs. */
export function batchMessages(cancelled: readonly MeetingRecord[], batch: MeetingBatch): ManagerMessage[] {
  const managers = [...new Set(cancelled.map((meeting) => meeting.managerId))];
  return managers.map((managerId) =>
    batchMessage(
      cancelled.filter((meeting) => meeting.managerId === managerId),
      batch,
      managerId,
    ),
  );
}

export interface BatchCancelled {
  readonly cancelled: readonly MeetingRecord[];
  /** Changed by someone else meanwhile: left alone. */
  readonly leftAlone: readonly MeetingRecord[];
  readonly managersTold: boolean;
}

/** Cancels the batch's meetings, then tells the managers once. */
export async function cancelBatch(meetings: readonly MeetingRecord[], batch: MeetingBatch, now = Date.now()): Promise<BatchCancelled> {
  const cancelled: MeetingRecord[] = [];
  const leftAlone: MeetingRecord[] = [];
  for (const meeting of meetings) ((await cancelOne(meeting, now)) ? cancelled : leftAlone).push(meeting);
  if (!cancelled.length) return { cancelled, leftAlone, managersTold: false };
  return { cancelled, leftAlone, managersTold: await tellManagers(batchMessages(cancelled, batch)) };
}

/** The summaries, each sent once; a chat not configured or not answering is reported to the operator, who tells them. */
async function tellManagers(messages: readonly ManagerMessage[]): Promise<boolean> {
  try {
    const channel = await openNotificationChannel();
    let told = true;
    for (const message of messages) told = (await channel.send(message, NOTIFY_POLICY.immediateSendTimeoutMs)).ok && told;
    if (told) return true;
  } catch (error) {
    logger.warn("the managers' chat could not be opened", { error: (error as Error).message });
  }
  logger.warn("the managers' summary of a batch cancel was not sent");
  return false;
}
