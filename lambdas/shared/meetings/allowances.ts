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
 * networks: one cloud or carrier cannot book the week in rotation), the day of one mailbox, counted
 * by a keyed hash of it so the counter names nobody, and the day of the domain the invitations go to.
 */

/** Providers that deliver `first.last@` and `firstlast@` to one mailbox. */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, whatever its spelling: lower case, without a `+tag`, and
 * without dots where the provider ignores them, so `Same.Target+1@Gmail.com` counts as `sametarget@gmail.com`.
 */
export function mailboxOf(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf('@');
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${DOTS_IGNORED.has(domain) ? local.replace(/\./g, '') : local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export const MEETINGS_LIMIT_REACHED = new HttpError(429, {
  error: 'meetings_limit_reached',
  message: `this e-mail, its domain or this provider has booked as many meetings today as one may: write to ${OTHER_WAYS.email} or call ${OTHER_WAYS.phoneText}`,
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
  const mailbox = mailboxOf(email);
  const key = await personalDataKey();
  await take(`email#${personKey({ kind: 'email', value: mailbox }, key)}`, wholeNumberSetting('meetingsPerEmail'), 'email');
  await take(
    `domain#${personKey({ kind: 'email', value: mailbox.slice(mailbox.lastIndexOf('@')) }, key)}`,
    wholeNumberSetting('meetingsPerEmailDomainPerDay'),
    'domain',
  );
  return taken;
}
