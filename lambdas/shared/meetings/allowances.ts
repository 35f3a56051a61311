import type { APIGatewayProxyEvent } from 'aws-lambda';
import { OTHER_WAYS } from '@site/model';
import { CONTROL_ITEMS } from '../../tables';
import { viewerAddress, viewerProvider } from '../client-network';
import { giveBack, takeFromAllowance, type AllowanceUnit } from '../counters';
import { HttpError } from '../http';
import { takeNetworkAllowance } from '../network-allowance';
import { personKey } from '../personal-data/person-keys';
import { count, logger } from '../powertools';
import { personalDataKey, wholeNumberSetting } from '../read-settings';

/**
 * What keeps a stranger from filling a manager's week, as leads are kept from flooding the chat: the
 * client network's hour (shared with every booking and move from it), the provider's day (all its
 * networks: one cloud or carrier cannot book the week in rotation), and the day of one e-mail
 * address, counted by a keyed hash of it so the counter names nobody.
 */

export const MEETINGS_LIMIT_REACHED = new HttpError(429, {
  error: 'meetings_limit_reached',
  message: `this e-mail or provider has booked as many meetings today as one may: write to ${OTHER_WAYS.email} or call ${OTHER_WAYS.phoneText}`,
});

/** Takes the network's, the provider's and the e-mail's units for one booking; the units to give back should it not happen. */
export async function takeMeetingAllowances(event: APIGatewayProxyEvent | undefined, email: string, now = Date.now()): Promise<AllowanceUnit[]> {
  if (event) await takeNetworkAllowance('meetings', event, now);
  const taken: AllowanceUnit[] = [];
  const take = async (counter: string, cap: number, kind: string) => {
    const unit = await takeFromAllowance(`${CONTROL_ITEMS.meetingsPrefix}${counter}`, cap, now);
    if (unit) return void taken.push(unit);
    await Promise.all(taken.map(giveBack));
    count('meetingsLimitReached');
    logger.warn('a meeting allowance is spent', { kind, allowance: cap });
    throw MEETINGS_LIMIT_REACHED;
  };
  const address = event && viewerAddress(event);
  if (event && address) await take(`provider#${viewerProvider(event.headers, address)}`, wholeNumberSetting('meetingsPerProviderPerDay'), 'provider');
  await take(`email#${personKey({ kind: 'email', value: email }, await personalDataKey())}`, wholeNumberSetting('meetingsPerEmail'), 'email');
  return taken;
}
