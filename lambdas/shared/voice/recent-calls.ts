import type { ConversationSummary } from '@site/contracts';
import { CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES, VOICE_CONTACTS_UNTOLD_AFTER_MINUTES } from '../../metrics';
import { elevenLabsSettings, type ElevenLabsSettings } from '../read-settings';
import { listConversations, lookUpConversation, REQUEST_TIMEOUT_MS } from '../elevenlabs';
import { gauge, logger } from '../powertools';
import { queueMissedLeadCalls } from '../phone-calls/missed-calls';
import { recordsOf, webhookCame, type RecordWitness } from './calls';
import { toldOf } from './contacts';
import { releaseEndedConversations } from './conversation-place';
import { recordCall } from './settlement';

/**
 * The sweeper's look at the agent's recent conversations (ElevenLabs' list), beside the sending:
 *
 * - A conversation that ended without its record (the post-call webhook missed: the secret no longer
 *   matches, ElevenLabs disabled the webhook, a header lost on the way, a 5xx) is looked up and
 *   recorded, and the contacts its record holds are made and sent: a contact the agent heard reaches
 *   a manager whether or not the visitor's browser posted it, and whether or not the webhook came.
 * - `VoiceCallsWithoutWebhook`: those that ended over 30 minutes ago without a record their webhook
 *   brought. Unlike a refused signature, which any stranger's forged POST makes, only ElevenLabs can
 *   end a conversation of the site's agent, so no stranger can raise it.
 * - `VoiceContactsUntold`: the contacts of records kept over 15 minutes ago that no manager was told
 *   of, by Telegram or the e-mail digest: the promise this whole path keeps, checked end to end.
 * - A lead's callback nobody answered tells the managers once (shared/phone-calls/missed-calls.ts).
 * - A conversation that ended and still holds its place among the open conversations gives it back
 *   (shared/voice/conversation-place.ts).
 */
export const RECENT_CALLS = {
  /**
   * ElevenLabs posts the webhook once the call's analysis is done, within a minute or two: a
   * conversation ended longer ago than this without a record is looked up.
   */
  lookUpAfterMs: 5 * 60_000,
  /** The site's webhook asks for no retries: a conversation ended longer ago than this without it has lost it. */
  graceMs: CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.grace * 60_000,
  /** Conversations that started longer ago are not looked at: a missing webhook stays counted for about 2.5 hours. */
  lookBackMs: CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.lookBack * 60_000,
  untoldAfterMs: VOICE_CONTACTS_UNTOLD_AFTER_MINUTES * 60_000,
  /** The API's largest page. */
  pageSize: 100,
  /** Conversations looked up in one run at the most; the rest wait for the next run. */
  maxLookupsPerRun: 50,
  /** Pages read in one run at the most: 500 conversations in 3 hours is far above the site's calls; past it the counts are lower bounds. */
  maxPages: 5,
} as const;

/**
 * One look, after which both gauges are reported, skipped with a log line where ElevenLabs is not
 * configured. When ElevenLabs or a table cannot tell everything, the error is logged and what was
 * found is reported, a lower bound: this step never throws, so it never stops the sweep.
 */
export async function reconcileRecentCalls(deadline: number, now = Date.now()): Promise<void> {
  const counts = { withoutWebhook: 0, untold: 0 };
  try {
    const settings = await elevenLabsSettings();
    if (!settings) {
      logger.info('ElevenLabs is not configured here: recent conversations are not looked at');
      return;
    }
    const { ended, closed, incomplete } = await endedConversations(settings, now, deadline);
    if (incomplete)
      logger.error('not every recent conversation could be looked at; the counts are lower bounds', { reason: incomplete, checked: ended.length });
    await givePlacesBack(closed);
    await tellMissedLeadCalls(closed);
    const records = await recordsOf(ended.map((conversation) => conversation.conversation_id));
    await recordMissing(settings, ended, records, now, deadline);
    counts.withoutWebhook = reportWithoutWebhook(ended, records, now);
    counts.untold = await countUntold([...records.values()], now);
  } catch (error) {
    logger.error('recent conversations could not be looked at in full; what was counted is reported', { error: error as Error });
  }
  gauge('voiceCallsWithoutWebhook', counts.withoutWebhook);
  gauge('voiceContactsUntold', counts.untold);
}

/**
 * The places among the open conversations that conversations which ended still hold (the widget's
 * word of the end never came, or came while ElevenLabs still had the conversation going): given back
 * now, not when their ten minutes pass. Never throws: the places then come back with their window.
 */
async function givePlacesBack(closed: readonly ConversationSummary[]): Promise<void> {
  try {
    const released = await releaseEndedConversations(closed);
    if (released) logger.info('conversations that ended gave their places back', { released });
  } catch (error) {
    logger.error('the places of conversations that ended could not be given back this run', { error: error as Error });
  }
}

/** A lead's callback nobody answered is queued for the managers once (phone-calls/missed-calls.ts). Never throws: tried again next run. */
async function tellMissedLeadCalls(closed: readonly ConversationSummary[]): Promise<void> {
  try {
    await queueMissedLeadCalls(closed);
  } catch (error) {
    logger.error('the lead calls nobody answered could not be looked at this run', { error: error as Error });
  }
}

/** Looks up and records each conversation ended a while ago that has no record; its contacts are made and sent (and added to `records`). */
async function recordMissing(
  settings: ElevenLabsSettings,
  ended: readonly ConversationSummary[],
  records: Map<string, RecordWitness>,
  now: number,
  deadline: number,
): Promise<void> {
  const endedBySecs = Math.floor((now - RECENT_CALLS.lookUpAfterMs) / 1000);
  const missing = ended.filter((summary) => !records.has(summary.conversation_id) && endOf(summary) <= endedBySecs);
  for (const summary of missing.slice(0, RECENT_CALLS.maxLookupsPerRun)) {
    if (Date.now() + REQUEST_TIMEOUT_MS > deadline) return;
    const lookup = await lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId: summary.conversation_id });
    if (lookup.found !== true || lookup.conversation.status !== 'done') {
      logger.warn('a conversation without its record could not be looked up; tried again next run', { conversationId: summary.conversation_id });
      continue;
    }
    const { call } = await recordCall(lookup.conversation, 'lookup');
    logger.warn('conversation recorded by lookup: its post-call webhook did not come', {
      conversationId: call.conversationId,
      contacts: call.contactsConfirmed.length,
    });
    records.set(call.conversationId, call);
  }
}

function reportWithoutWebhook(ended: readonly ConversationSummary[], records: ReadonlyMap<string, RecordWitness>, now: number): number {
  const endedBySecs = Math.floor((now - RECENT_CALLS.graceMs) / 1000);
  const missing = ended
    .filter((summary) => endOf(summary) <= endedBySecs)
    .map((summary) => summary.conversation_id)
    .filter((id) => {
      const record = records.get(id);
      return !record || !webhookCame(record);
    });
  if (missing.length) logger.warn('conversations ended without their post-call webhook', { count: missing.length, conversationIds: missing.slice(0, 20) });
  return missing.length;
}

/** The contacts of records kept over `untoldAfterMs` ago that no manager was told of (a contact never made counts too). */
async function countUntold(records: readonly RecordWitness[], now: number): Promise<number> {
  const due = records.filter((record) => Date.parse(record.recordedAt) <= now - RECENT_CALLS.untoldAfterMs);
  const keys = due.flatMap((record) => (record.contactsConfirmed ?? []).map((phone) => ({ conversationId: record.conversationId, phone })));
  if (!keys.length) return 0;
  const told = await toldOf(keys);
  const untold = keys.filter((key) => !told.get(`${key.conversationId}/${key.phone}`));
  if (untold.length) {
    logger.error("contacts a call's record holds that no manager was told of", {
      count: untold.length,
      conversationIds: untold.map((key) => key.conversationId).slice(0, 20),
    });
  }
  return untold.length;
}

const endOf = (summary: ConversationSummary) => summary.start_time_unix_secs + summary.call_duration_secs;

/**
 * The conversations of the site's agents that started within the look-back, page by page, as many as
 * a run may read and its deadline leaves time for: `ended`, those done; `closed`, every one no longer going (done, failed, processing).
 */
async function endedConversations(
  settings: ElevenLabsSettings,
  now: number,
  deadline: number,
): Promise<{ ended: ConversationSummary[]; closed: ConversationSummary[]; incomplete?: string }> {
  const ended: ConversationSummary[] = [];
  const closed: ConversationSummary[] = [];
  // The voice agent's, then the text-only agent's (typed chats): ElevenLabs lists one agent's at a time.
  for (const agentId of [settings.agentId, ...(settings.textAgentId ? [settings.textAgentId] : [])]) {
    let cursor: string | undefined;
    for (let page = 1; ; page += 1) {
      if (page > RECENT_CALLS.maxPages) return { ended, closed, incomplete: `more conversations than ${RECENT_CALLS.maxPages} pages hold` };
      if (Date.now() + REQUEST_TIMEOUT_MS > deadline) return { ended, closed, incomplete: `the run had no time left for page ${page}` };
      const listed = await listConversations({
        apiUrl: settings.apiUrl,
        apiKey: settings.apiKey,
        agentId,
        startedAfterSecs: Math.floor((now - RECENT_CALLS.lookBackMs) / 1000),
        startedBeforeSecs: Math.floor(now / 1000),
        pageSize: RECENT_CALLS.pageSize,
        cursor,
      });
      if (!listed.ok) return { ended, closed, incomplete: `ElevenLabs did not give page ${page}: ${listed.detail}` };
      const sites = listed.page.conversations.filter((summary) => settings.allowedAgentIds.includes(summary.agent_id));
      // Only `done`: the webhook and the record come once the analysis is done; a `failed` one may never have them.
      ended.push(...sites.filter((summary) => summary.status === 'done'));
      closed.push(...sites.filter((summary) => summary.status !== 'initiated' && summary.status !== 'in-progress'));
      if (!listed.page.has_more || !listed.page.next_cursor) break;
      cursor = listed.page.next_cursor;
    }
  }
  return { ended, closed };
}
