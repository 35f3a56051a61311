import type { ConversationSummary } from '@site/contracts';
import { CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES } from '../metrics';
import { elevenLabsSettings, type ElevenLabsSettings } from './config';
import { listConversations, REQUEST_TIMEOUT_MS } from './elevenlabs';
import { gauge, logger } from './powertools';
import { conversationsWithWebhook } from './voice-calls';

/**
 * The agent's conversations that ended without their post-call webhook: how operators learn that
 * ElevenLabs' webhooks stopped being accepted (the secret no longer matches a new webhook,
 * ElevenLabs disabled it after repeated failures, a header lost on the way), since then no
 * conversation is recorded and contacts wait for the sweeper's lookup. Unlike a refused signature,
 * which any stranger's forged POST makes, only ElevenLabs can end a conversation of the site's
 * agent, so an alarm on this is one no stranger can raise.
 */
export const WEBHOOK_WATCH = {
  /**
   * ElevenLabs posts the webhook once the call's analysis is done, within minutes, and the site's
   * webhook asks for no retries: a conversation that ended longer ago than this without it has lost it.
   */
  graceMs: CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.grace * 60_000,
  /** Conversations that started longer ago are not looked at: a missing webhook stays counted for about 2.5 hours. */
  lookBackMs: CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.lookBack * 60_000,
  /** The API's largest page. */
  pageSize: 100,
  /** Pages read in one run at the most: 500 conversations in 2.5 hours is far above the site's calls; past it the count is a lower bound. */
  maxPages: 5,
} as const;

interface CallsWithoutWebhook {
  /** The ended conversations without their webhook's record, by id. */
  readonly missing: readonly string[];
  /** How many ended conversations were checked. */
  readonly checked: number;
  /** Why not every conversation of the window could be listed: the count is then a lower bound. */
  readonly incomplete?: string;
}

/**
 * The count after one sweep, as the gauge `VoiceCallsWithoutWebhook`, skipped with a log line where
 * ElevenLabs is not configured. When ElevenLabs or the table cannot tell everything, the error is
 * logged and what was found is reported, a lower bound (0 when nothing could be checked): this step
 * never throws, so it never stops the sweep.
 */
export async function reportCallsWithoutWebhook(deadline: number, now = Date.now()): Promise<void> {
  let found: CallsWithoutWebhook;
  try {
    const settings = await elevenLabsSettings();
    if (!settings) {
      logger.info('ElevenLabs is not configured here: conversations without their post-call webhook are not counted');
      return;
    }
    found = await findCallsWithoutWebhook(settings, now, deadline);
  } catch (error) {
    logger.error('conversations without their post-call webhook could not be counted; 0 reported', { error: error as Error });
    gauge('voiceCallsWithoutWebhook', 0);
    return;
  }
  if (found.incomplete) {
    logger.error('not every recent conversation could be checked for its post-call webhook; the count is a lower bound', {
      reason: found.incomplete,
      checked: found.checked,
    });
  }
  if (found.missing.length) {
    logger.warn('conversations ended without their post-call webhook', { count: found.missing.length, conversationIds: found.missing.slice(0, 20) });
  }
  gauge('voiceCallsWithoutWebhook', found.missing.length);
}

/** The agent's conversations that ended in the window, and which of them the webhook never recorded. */
async function findCallsWithoutWebhook(settings: ElevenLabsSettings, now: number, deadline: number): Promise<CallsWithoutWebhook> {
  const { ended, incomplete } = await endedConversations(settings, now, deadline);
  const ids = ended.map((conversation) => conversation.conversation_id);
  const witnessed = await conversationsWithWebhook(ids);
  return { missing: ids.filter((id) => !witnessed.has(id)), checked: ids.length, ...(incomplete ? { incomplete } : {}) };
}

/**
 * The conversations that started within the look-back and ended at least the grace before `now`,
 * page by page, as many pages as a run may read and its deadline leaves time for.
 */
async function endedConversations(settings: ElevenLabsSettings, now: number, deadline: number): Promise<{ ended: ConversationSummary[]; incomplete?: string }> {
  const endedBySecs = Math.floor((now - WEBHOOK_WATCH.graceMs) / 1000);
  const ended: ConversationSummary[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= WEBHOOK_WATCH.maxPages; page += 1) {
    if (Date.now() + REQUEST_TIMEOUT_MS > deadline) return { ended, incomplete: `the run had no time left for page ${page}` };
    const listed = await listConversations({
      apiUrl: settings.apiUrl,
      apiKey: settings.apiKey,
      agentId: settings.agentId,
      startedAfterSecs: Math.floor((now - WEBHOOK_WATCH.lookBackMs) / 1000),
      startedBeforeSecs: endedBySecs,
      pageSize: WEBHOOK_WATCH.pageSize,
      cursor,
    });
    if (!listed.ok) return { ended, incomplete: `ElevenLabs did not give page ${page}: ${listed.detail}` };
    ended.push(...listed.page.conversations.filter((conversation) => webhookIsDue(conversation, settings, endedBySecs)));
    if (!listed.page.has_more || !listed.page.next_cursor) return { ended };
    cursor = listed.page.next_cursor;
  }
  return { ended, incomplete: `more conversations than ${WEBHOOK_WATCH.maxPages} pages hold` };
}

/**
 * Whether the conversation's webhook should have come by now: it is done, with an agent whose
 * webhooks the site keeps, and ended by `endedBySecs`. Only `done`: the webhook comes once the
 * analysis is done, and a `failed` conversation may never have one to send, which would be
 * ElevenLabs' trouble, not the webhook's.
 */
function webhookIsDue(conversation: ConversationSummary, settings: ElevenLabsSettings, endedBySecs: number): boolean {
  return (
    conversation.status === 'done' &&
    settings.allowedAgentIds.includes(conversation.agent_id) &&
    conversation.start_time_unix_secs + conversation.call_duration_secs <= endedBySecs
  );
}
