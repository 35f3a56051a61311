import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, wideNetwork } from './client-network';
import { voiceTokensPerClientPerDay, voiceTokensPerDay, wholeNumberSetting } from './config';
import { giveBack, takeFromAllowance, type AllowanceUnit } from './counters';
import { HttpError } from './http';
import { count, logger } from './powertools';

const PREFIX = CONTROL_ITEMS.voiceTokensPrefix;
const SITE_COUNTER = PREFIX.slice(0, -1);

/**
 * The share of the day's cap kept for networks that have not had a conversation today: once the
 * rest is spent, only a network's first conversation of the day is signed, so nobody empties the
 * cap for the visitors who come after them.
 */
export const RESERVED_FOR_NEW_NETWORKS = 0.2;

/**
 * The share of the day's cap one wider prefix (an IPv6 /48, an IPv4 /16) may take (never less than
 * one network's quota): a person with a /48 has 256 /56 networks, each with its own quota, and this
 * is what bounds them together. A mobile carrier puts many visitors behind one /16, hence a fifth
 * of the cap (100 of 500) rather than a network's ten.
 */
export const WIDE_NETWORK_SHARE = 0.2;

/** A conversation lasts at most this long (the agent's `max_duration_seconds`): a token signed within it may still be talking. */
const OPEN_CONVERSATION_MS = 10 * 60_000;

const DAILY_LIMIT_REACHED = new HttpError(429, { error: 'daily_limit_reached', message: 'the voice assistant is not available again until tomorrow' });
const TOO_MANY_OPEN = new HttpError(429, {
  error: 'rate_limited',
  message: 'your network has too many voice conversations open: try again in a few minutes',
});

/**
 * Pays for one signed voice URL. In order, each refusing with 429 (the units taken before are given back):
 * - the client network's conversations open at once (`VOICE_CONVERSATIONS_OPEN_PER_NETWORK` signed
 *   in the last ten minutes): the agent talks in 10 conversations at once for the whole site;
 * - the network's own day (`VOICE_TOKENS_PER_CLIENT_PER_DAY`) and its wider prefix's
 *   (`WIDE_NETWORK_SHARE` of the cap), so one network or one /48 cannot spend what everybody shares;
 * - the site-wide cap: past `1 − RESERVED_FOR_NEW_NETWORKS` of it, only a network's first
 *   conversation of the day.
 * Returns the units taken, to give back if the URL is not signed after all.
 */
export async function payForVoiceToken(address: string | undefined, now = Date.now()): Promise<AllowanceUnit[]> {
  const network = clientNetwork(address);
  const cap = voiceTokensPerDay();
  const taken: AllowanceUnit[] = [];
  const refuse = async (error: HttpError): Promise<never> => {
    await refundVoiceToken(taken);
    throw error;
  };

  const open = await takeFromAllowance(`${PREFIX}open#${network}`, wholeNumberSetting('voiceConversationsOpenPerNetwork'), now, OPEN_CONVERSATION_MS);
  if (!open) {
    count('tokenClientQuotaReached');
    logger.warn('a client network has too many voice conversations open', { network });
    return refuse(TOO_MANY_OPEN);
  }
  taken.push(open);

  const perClient = voiceTokensPerClientPerDay();
  const clientUnit = await takeFromAllowance(`${PREFIX}${network}`, perClient, now);
  if (!clientUnit) {
    count('tokenClientQuotaReached');
    logger.warn("a client network used up its day's voice tokens", { network, quota: perClient });
    return refuse(DAILY_LIMIT_REACHED);
  }
  taken.push(clientUnit);

  const wide = wideNetwork(address);
  const wideUnit = await takeFromAllowance(`${PREFIX}wide#${wide}`, Math.max(perClient, Math.ceil(cap * WIDE_NETWORK_SHARE)), now);
  if (!wideUnit) {
    count('tokenClientQuotaReached');
    logger.warn("a wider prefix used up its day's voice tokens", { network: wide });
    return refuse(DAILY_LIMIT_REACHED);
  }
  taken.push(wideUnit);

  // The network's first conversation today may take the reserved share; later ones only the rest.
  const first = clientUnit.count === 1;
  const siteUnit = await takeFromAllowance(SITE_COUNTER, first ? cap : cap - Math.floor(cap * RESERVED_FOR_NEW_NETWORKS), now);
  if (!siteUnit) {
    count('tokenCapReached');
    logger.warn(first ? 'daily cap of voice tokens reached' : 'daily cap of voice tokens reached but for the share kept for new networks', { cap });
    return refuse(DAILY_LIMIT_REACHED);
  }
  taken.push(siteUnit);
  return taken;
}

/** Gives the units of a voice URL that was not signed back to every allowance. */
export async function refundVoiceToken(units: readonly AllowanceUnit[]): Promise<void> {
  await Promise.all(units.map((unit) => giveBack(unit)));
}
