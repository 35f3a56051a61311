import { CONTROL_ITEMS } from '../tables';
import { voiceTokensPerClientPerDay, voiceTokensPerDay } from './config';
import { giveBack, takeFromDailyCap, type DailyUnit } from './control';
import { HttpError } from './http';
import { count, logger } from './powertools';

const SITE_COUNTER = CONTROL_ITEMS.voiceTokensPrefix.slice(0, -1);

const DAILY_LIMIT_REACHED = new HttpError(429, { error: 'daily_limit_reached', message: 'the voice assistant is not available again until tomorrow' });

/**
 * Pays for one signed voice URL from today's allowances: the client network's own quota first, so
 * one network cannot spend the site-wide cap that everybody shares, then that cap. Answers 429
 * `daily_limit_reached` when either is used up (a unit taken from the first is given back).
 * Returns the units taken, to give back if the URL is not signed after all.
 */
export async function payForVoiceToken(network: string, now = Date.now()): Promise<DailyUnit[]> {
  const perClient = voiceTokensPerClientPerDay();
  const cap = voiceTokensPerDay();
  const clientUnit = await takeFromDailyCap(`${CONTROL_ITEMS.voiceTokensPrefix}${network}`, perClient, now);
  if (!clientUnit) {
    count('tokenClientQuotaReached');
    logger.warn("a client network used up its day's voice tokens", { network, quota: perClient });
    throw DAILY_LIMIT_REACHED;
  }
  const siteUnit = await takeFromDailyCap(SITE_COUNTER, cap, now);
  if (!siteUnit) {
    await giveBack(clientUnit);
    count('tokenCapReached');
    logger.warn('daily cap of voice tokens reached', { cap });
    throw DAILY_LIMIT_REACHED;
  }
  return [clientUnit, siteUnit];
}

/** Gives the units of a voice URL that was not signed back to both allowances. */
export async function refundVoiceToken(units: readonly DailyUnit[]): Promise<void> {
  await Promise.all(units.map((unit) => giveBack(unit)));
}
