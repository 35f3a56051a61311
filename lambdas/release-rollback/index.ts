import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { withoutCandidate } from '@site/model';
import { CLIENT_SIGNAL_WINDOWS_MINUTES, RELEASE_ROLLBACK_RULE } from '../metrics';
import { TOPICS } from '../settings';
import { readSetting } from '../shared/read-settings';
import { withInvocation } from '../shared/invocation';
import { logger } from '../shared/powertools';
import { candidateIsWorse, failurePercent, readReleaseHealth, windowStart, type ReleaseHealth } from '../shared/release-health';
import { changePointer, markRolledBack, PointerConflict, readPointer, type KeyValueStoreApi, type ReleaseLedger } from '../shared/pointer-changes';
import { awsKeyValueStore, s3Ledger } from '../shared/release-pointer';

/** Who the ledger says acted. */
export const AUTOMATIC_ROLLBACK = 'automatic rollback (release-rollback function)';

export const RUNBOOK_LINE =
  'Runbook (docs/runbook.md, "Releases"): `npm run release -- status --aws` shows the pointer and the ledger; the candidate now serves nobody, previews included: read the client-signal log lines of its release, reproduce it on the twin, fix it and publish again.';

export type RollbackSummary =
  | { readonly did: 'nothing'; readonly why: string }
  | {
      readonly did: 'rolled-back';
      readonly candidate: string;
      readonly stable: string;
      readonly candidateHealth: ReleaseHealth;
      readonly stableHealth: ReleaseHealth;
    };

interface Judged {
  readonly start: number;
  readonly candidate: ReleaseHealth;
  readonly stable: ReleaseHealth;
}

/**
 * Judges the candidate in the current window and in the one before (a window just begun has few
 * reports; the one before is whole), each by the remote-failure alarms' rule against the stable.
 */
async function judge(candidate: string, stable: string, now: number): Promise<Judged | null> {
  const windowMs = CLIENT_SIGNAL_WINDOWS_MINUTES.releaseHealth * 60_000;
  for (const start of [windowStart(now), windowStart(now) - windowMs]) {
    const [candidateHealth, stableHealth] = await Promise.all([readReleaseHealth(candidate, start), readReleaseHealth(stable, start)]);
    if (candidateIsWorse(candidateHealth, stableHealth)) return { start, candidate: candidateHealth, stable: stableHealth };
  }
  return null;
}

const describe = (health: ReleaseHealth) =>
  `${health.failures} of ${Math.max(health.visits, health.failures)} client networks (${failurePercent(health).toFixed(0)} %) through ${health.failureProviders} provider${health.failureProviders === 1 ? '' : 's'}`;

async function notify(subject: string, message: string): Promise<void> {
  const topicArn = process.env[TOPICS.releaseRollback.arnEnv]?.trim();
  if (!topicArn) {
    // The twin: the operators' e-mail is this log line.
    logger.warn('release rolled back (RELEASE_ROLLBACK_TOPIC_ARN not set, not e-mailed)', { subject, text: message });
    return;
  }
  await new SNSClient({ maxAttempts: 2 }).send(new PublishCommand({ TopicArn: topicArn, Subject: subject, Message: message }));
}

/**
 * One look at the candidate: when it is worse than the stable, its share goes to 0 through the
 * pointer (If-Match on the ETag read: a person's change meanwhile wins, and the next minute judges
 * again), the change goes to the ledger, and the operators are told.
 */
export async function watchCandidate(kvs: KeyValueStoreApi, ledger: ReleaseLedger, now = Date.now()): Promise<RollbackSummary> {
  const read = await readPointer(kvs);
  const pointer = read.pointer;
  if (!pointer?.candidate || pointer.percent === 0) return { did: 'nothing', why: 'no candidate serves visitors' };
  const candidate = pointer.candidate.id;
  const stable = pointer.stable.id;
  const judged = await judge(candidate, stable, now);
  if (!judged) return { did: 'nothing', why: `${candidate} fails no more than ${stable}` };
  const window = new Date(judged.start).toISOString();
  const reason =
    `${candidate} failed for ${describe(judged.candidate)}, ${stable} for ${describe(judged.stable)} in the ${CLIENT_SIGNAL_WINDOWS_MINUTES.releaseHealth}-minute window from ${window} ` +
    `(rule: ${RELEASE_ROLLBACK_RULE.networksAtLeast}+ networks through ${RELEASE_ROLLBACK_RULE.providersAtLeast}+ providers, and ${RELEASE_ROLLBACK_RULE.percent} points worse or ${RELEASE_ROLLBACK_RULE.everywherePercent} % failing)`;
  try {
    await changePointer(
      { kvs, ledger, who: AUTOMATIC_ROLLBACK, now: () => new Date(now) },
      `rollback ${candidate} (automatic)`,
      reason,
      withoutCandidate,
      read,
    );
  } catch (error) {
    if (!(error instanceof PointerConflict)) throw error;
    logger.warn('the release pointer changed while the candidate was judged; judged again next run', { candidate, error: error.message });
    return { did: 'nothing', why: 'the pointer changed meanwhile' };
  }
  // Nobody is served it again, by a preview link or an open tab (G2).
  await markRolledBack(kvs, candidate);
  logger.warn('candidate release rolled back', { candidate, stable, candidateHealth: judged.candidate, stableHealth: judged.stable, window });
  await notify(
    `Release ${candidate} rolled back automatically`,
    `${candidate} serves nobody now (it served ${pointer.percent} % of visitors); everybody is on ${stable}.\n\n${reason}.\n\n${RUNBOOK_LINE}`,
  );
  return { did: 'rolled-back', candidate, stable, candidateHealth: judged.candidate, stableHealth: judged.stable };
}

/** Every minute, where a release pointer is configured (RELEASE_KVS_ARN and RELEASE_LEDGER_BUCKET). */
export const handler = (_event: ScheduledEvent, context: Context): Promise<RollbackSummary> =>
  withInvocation(context, context.awsRequestId, async () => {
    const arn = readSetting('releaseKeyValueStoreArn');
    const bucket = readSetting('releaseLedgerBucket');
    if (!arn || !bucket) return { did: 'nothing', why: 'no release pointer is configured' };
    return watchCandidate(awsKeyValueStore(arn), s3Ledger(bucket));
  });
