import type { ConversationChannel } from '@site/contracts';
import { COMPANY, CONTACT_EMAIL, typedChatsFor } from '@site/model';
import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, wideNetwork } from './client-network';
import { voiceTokensPerClientPerDay, voiceTokensPerDay, wholeNumberSetting } from './read-settings';
import { giveBack, takeFromAllowance, type AllowanceUnit } from './counters';
import { HttpError } from './http';
import { count, logger } from './powertools';

const PREFIX = CONTROL_ITEMS.voiceTokensPrefix;
const SITE_COUNTER = PREFIX.slice(0, -1);

/**
 * The share of the day's cap kept for wider prefixes (IPv4 /16, IPv6 /48) that have not had a
 * conversation today: once the rest is spent, only such a prefix's first conversation of the day is
 * signed, so nobody empties the cap for the visitors who come after them. Keyed by the /16, not the
 * /24: six /16s hold ~1,500 /24s, which took the whole reserve (F6), and only six /16s.
 */
export const RESERVED_FOR_NEW_NETWORKS = 0.2;

/**
 * The share of the day's cap one wider prefix (an IPv6 /48, an IPv4 /16) may take, never less than
 * one network's quota: 25 of 500. Six /16s then take 150 of the 400 not reserved, where a fifth
 * each (100) let them take it all (F6); taking those 400 needs sixteen /16s at their share.
 */
export const WIDE_NETWORK_SHARE = 0.05;

/**
 * The share of the day's cap one provider (the viewer's ASN, `viewerProvider`) may take, reserve
 * included: 100 of 500. Whatever /16s or /48s it holds (an IPv6 /40 has 256 /48s), one provider's
 * hosts leave four fifths of the day to everybody else; taking the day needs five providers.
 */
export const PROVIDER_SHARE = 0.2;

/**
 * The shares of the conversations the agent holds at once (`VOICE_CONVERSATIONS_AT_ONCE`, 10) that
 * a wider prefix (IPv4 /16, IPv6 /48) and a provider may have open, as the phone calls' shares of
 * the day: three tenths (3) and two fifths (4). Three /16s held the agent's 10 at four each, two
 * providers at six and four (F6); now three /16s hold 9 and two providers 8, and holding all ten
 * takes four /16s through three providers (`whatHoldsConversations`).
 */
export const WIDE_NETWORK_OPEN_SHARE = 0.3;
export const PROVIDER_OPEN_SHARE = 0.4;

/** Conversations open at once for a wider prefix: one more than a network's, within its share of the agent's. */
export const openPerWideNetwork = (perNetwork: number, atOnce: number): number =>
  Math.max(1, Math.min(perNetwork + 1, Math.floor(atOnce * WIDE_NETWORK_OPEN_SHARE)));
/** Conversations open at once for a provider: twice a network's, within its share of the agent's. */
export const openPerProvider = (perNetwork: number, atOnce: number): number => Math.max(1, Math.min(2 * perNetwork, Math.floor(atOnce * PROVIDER_OPEN_SHARE)));

/** What holding `atOnce` conversations open takes at the least, under these shares: wider prefixes and providers. */
export function whatHoldsConversations(atOnce: number, perNetwork: number): { readonly wideNetworks: number; readonly providers: number } {
  return { wideNetworks: Math.ceil(atOnce / openPerWideNetwork(perNetwork, atOnce)), providers: Math.ceil(atOnce / openPerProvider(perNetwork, atOnce)) };
}

/** The counters of conversations open at once (a network's, its wider prefix's, its provider's): what a conversation that ended gives back. */
export const isOpenConversationUnit = (unit: Pick<AllowanceUnit, 'id'>): boolean =>
  ['open#', 'open-wide#', 'open-provider#', 'open-site'].some((counter) => unit.id.startsWith(`${PREFIX}${counter}`));

/** A conversation lasts at most this long (the agent's `max_duration_seconds`): a token signed within it may still be talking. */
const OPEN_CONVERSATION_MS = 10 * 60_000;

/** What a refusal names: the conversation that was refused, spoken or typed. */
const REFUSED: Readonly<Record<ConversationChannel, string>> = { voice: 'voice conversations', text: 'typed chats' };
/** Where else to go meanwhile: the contacts page's form and meeting picker first, then the e-mail and the phone. */
const MEANWHILE = `leave your contacts or book a call with a manager on the contacts page, write to ${CONTACT_EMAIL} or call ${COMPANY.phone}`;

/**
 * The refusals say what was refused and what the visitor can do now, and do not put the cause on
 * them alone: the allowances are shared by everyone behind their network or provider.
 */
const dailyLimitReached = (channel: ConversationChannel) =>
  new HttpError(429, {
    error: 'daily_limit_reached',
    message: `today's ${REFUSED[channel]} with the assistant are spent for everyone on this network or provider, or for the whole site: they are available again tomorrow; meanwhile ${MEANWHILE}`,
  });
const assistantBusy = (channel: ConversationChannel) =>
  new HttpError(429, {
    error: 'assistant_busy',
    message: `the assistant is holding as many conversations as it can at once, so no more ${REFUSED[channel]} can start: try again in a few minutes, or ${MEANWHILE}`,
  });
const tooManyOpen = (channel: ConversationChannel) =>
  new HttpError(429, {
    error: 'rate_limited',
    message: `too many conversations with the assistant are open right now from this network or provider, perhaps not yours, so no more ${REFUSED[channel]} can start from it: try again in a few minutes, or ${MEANWHILE}`,
  });

// The day's counters of each kind of conversation. A typed chat costs the agent's language model
// but no minutes of speech, so typed chats have day allowances of their own, each
// `TYPED_CHATS_PER_VOICE_CONVERSATION` times the voice one (`typedChatsFor`): an office behind one
// address that types to the assistant spends none of its calls, and its calls none of its chats.
// Both count towards the conversations open at once, which are the agent's whatever the channel.
// The server, not the browser, makes a typed chat typed: its URL is signed for the text-only agent
// (`ELEVENLABS_TEXT_AGENT_ID`), which neither hears nor speaks, so its allowance never pays for a call.
/** Each channel's: what its log lines call its units, its site-wide counter (null: the voice one's, `voice-tokens#<day>`), and its other counters' prefix. */
const DAY_COUNTERS: Readonly<Record<ConversationChannel, { readonly of: string; readonly site: string | null; readonly prefix: string }>> = {
  voice: { of: 'voice tokens', site: null, prefix: '' },
  text: { of: 'typed chat tokens', site: 'typed-site', prefix: 'typed-' },
};

/**
 * Pays for one signed conversation URL, spoken (`voice`, the default) or typed (`text`). In order,
 * each refusing with 429 (the units taken before are given back):
 * - conversations open at once (signed in the last ten minutes), spoken and typed together, for the
 *   client network (`VOICE_CONVERSATIONS_OPEN_PER_NETWORK`), its wider prefix and its provider, and
 *   for the whole site: the agent's concurrency (`VOICE_CONVERSATIONS_AT_ONCE`), 429 `assistant_busy`;
 * - the channel's day for the network (`VOICE_TOKENS_PER_CLIENT_PER_DAY`, for typed chats
 *   `typedChatsFor` of it), its wider prefix's (`WIDE_NETWORK_SHARE` of the channel's cap) and its
 *   provider's (`PROVIDER_SHARE`);
 * - the channel's site-wide cap (`VOICE_TOKENS_PER_DAY`, for typed chats `typedChatsFor` of it):
 *   past `1 − RESERVED_FOR_NEW_NETWORKS` of it, only a wider prefix's first conversation of the day.
 * Returns the units taken, to give back if the URL is not signed after all.
 */
export async function payForVoiceToken(
  address: string | undefined,
  provider = wideNetwork(address),
  channel: ConversationChannel = 'voice',
  now = Date.now(),
): Promise<AllowanceUnit[]> {
  const network = clientNetwork(address);
  const wide = wideNetwork(address);
  const day = DAY_COUNTERS[channel];
  const perChannel = (voice: number) => (channel === 'voice' ? voice : typedChatsFor(voice));
  const cap = perChannel(voiceTokensPerDay());
  const taken: AllowanceUnit[] = [];
  const refuse = async (
    error: HttpError,
    message: string,
    quota: Record<string, unknown>,
    metric: 'tokenClientQuotaReached' | 'tokenCapReached' = 'tokenClientQuotaReached',
  ): Promise<never> => {
    await refundVoiceToken(taken);
    count(metric);
    logger.warn(message, { ...quota, channel });
    throw error;
  };
  /** One unit of a counter: a network's, a prefix's or a provider's, or (with no name) the site's. */
  const take = async (counter: string | null, limit: number, windowMs?: number) => {
    const unit = await takeFromAllowance(counter === null ? SITE_COUNTER : `${PREFIX}${counter}`, limit, now, windowMs);
    if (unit) taken.push(unit);
    return unit;
  };

  const perNetworkOpen = wholeNumberSetting('voiceConversationsOpenPerNetwork');
  const atOnce = wholeNumberSetting('voiceConversationsAtOnce');
  if (!(await take(`open#${network}`, perNetworkOpen, OPEN_CONVERSATION_MS)))
    return refuse(tooManyOpen(channel), 'a client network has too many voice conversations open', { network });
  // The wider prefix and provider counters are named apart from the network's, so a /16 is never taken for a /24.
  if (!(await take(`open-wide#${wide}`, openPerWideNetwork(perNetworkOpen, atOnce), OPEN_CONVERSATION_MS)))
    return refuse(tooManyOpen(channel), 'a wider prefix has too many voice conversations open', { network: wide });
  if (!(await take(`open-provider#${provider}`, openPerProvider(perNetworkOpen, atOnce), OPEN_CONVERSATION_MS)))
    return refuse(tooManyOpen(channel), 'a provider has too many voice conversations open', { provider });
  // The whole site's: never more URLs signed in a conversation's length than the agent holds (F6).
  if (!(await take('open-site', atOnce, OPEN_CONVERSATION_MS)))
    return refuse(assistantBusy(channel), 'the agent holds as many voice conversations as it can', { atOnce }, 'tokenCapReached');

  const perClient = perChannel(voiceTokensPerClientPerDay());
  const limitReached = dailyLimitReached(channel);
  if (!(await take(`${day.prefix}${network}`, perClient)))
    return refuse(limitReached, `a client network used up its day's ${day.of}`, { network, quota: perClient });
  const wideUnit = await take(`${day.prefix}wide#${wide}`, Math.max(perClient, Math.ceil(cap * WIDE_NETWORK_SHARE)));
  if (!wideUnit) return refuse(limitReached, `a wider prefix used up its day's ${day.of}`, { network: wide });
  if (!(await take(`${day.prefix}provider#${provider}`, Math.max(perClient, Math.ceil(cap * PROVIDER_SHARE)))))
    return refuse(limitReached, `a provider used up its day's share of ${day.of}`, { provider });

  // The wider prefix's first conversation today may take the reserved share; later ones only the rest.
  const first = wideUnit.count === 1;
  if (!(await take(day.site, first ? cap : cap - Math.floor(cap * RESERVED_FOR_NEW_NETWORKS))))
    return refuse(
      limitReached,
      first ? `daily cap of ${day.of} reached` : `daily cap of ${day.of} reached but for the share kept for new networks`,
      { cap },
      'tokenCapReached',
    );
  return taken;
}

/** Gives the units of a voice URL that was not signed back to every allowance. */
export async function refundVoiceToken(units: readonly AllowanceUnit[]): Promise<void> {
  await Promise.all(units.map((unit) => giveBack(unit)));
}
