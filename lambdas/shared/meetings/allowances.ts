import { OTHER_WAYS } from '@site/model';
import { CONTROL_ITEMS } from '../../tables';
import type { Requester } from '../client-network';
import { giveBack, takeFromAllowance, type AllowanceUnit } from '../counters';
import { HttpError } from '../http';
import { takeRequesterAllowance } from '../network-allowance';
import { personKey } from '../personal-data/person-keys';
import { count, logger } from '../powertools';
import { personalDataKey, wholeNumberSetting } from '../read-settings';

/**
 * What keeps a stranger from filling a manager's week, as leads are kept from flooding the chat: the
 * client network's hour (shared with every booking and move from it), the provider's day (all its
 * networks: one cloud or carrier cannot book the week in rotation), the day of one mailbox, counted
 * by a keyed hash of it so the counter names nobody, and the day of the domain the invitations go to.
 */

const HOUR_MS = 60 * 60_000;

/** The share of the site's hour of new meetings kept for wider prefixes that have booked nothing today. */
export const NEWCOMERS_RESERVE = 0.25;

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
  message: `this e-mail, its domain or this provider has booked as many meetings today as one may, or the site as many this hour: write to ${OTHER_WAYS.email} or call ${OTHER_WAYS.phoneText}`,
});

/** Takes the network's, the provider's and the e-mail's units for one booking; the units to give back should it not happen. */
export async function takeMeetingAllowances(requester: Requester | undefined, email: string, now = Date.now()): Promise<AllowanceUnit[]> {
  if (requester) await takeRequesterAllowance('meetings', requester, now);
  const taken: AllowanceUnit[] = [];
  const take = async (counter: string, cap: number, kind: string) => {
    const unit = await takeFromAllowance(`${CONTROL_ITEMS.meetingsPrefix}${counter}`, cap, now);
    if (unit) return void taken.push(unit);
    await Promise.all(taken.map(giveBack));
    count('meetingsLimitReached');
    logger.warn('a meeting allowance is spent', { kind, allowance: cap });
    throw MEETINGS_LIMIT_REACHED;
  };
  if (requester) await take(`provider#${requester.provider}`, wholeNumberSetting('meetingsPerProviderPerDay'), 'provider');
  await takeSiteHour(requester?.wide, now, taken);
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

/**
 * The site's hour of new meetings (a call's booking too: it takes a manager's time as well). Its last
 * quarter goes only to a wider prefix (/16, /48) with no booking today, so three clouds that spent the
 * hour cannot take the newcomers' share by rotating /24s; a booking with no requester known counts as one.
 */
async function takeSiteHour(wide: string | undefined, now: number, taken: AllowanceUnit[]): Promise<void> {
  const cap = wholeNumberSetting('meetingsPerHour');
  const refuse = async (kind: string) => {
    await Promise.all(taken.map(giveBack));
    count('meetingsLimitReached');
    logger.warn("the site's hour of new meetings is spent", { kind, allowance: cap });
    throw MEETINGS_LIMIT_REACHED;
  };
  const hour = await takeFromAllowance(`${CONTROL_ITEMS.meetingsPrefix}site`, cap, now, HOUR_MS);
  if (!hour) return refuse('site');
  taken.push(hour);
  if (!wide) return;
  // The prefix's bookings today, counted whether or not this one falls in the reserve.
  const today = await takeFromAllowance(`${CONTROL_ITEMS.meetingsPrefix}wide#${wide}`, Number.MAX_SAFE_INTEGER, now);
  if (today) taken.push(today);
  if (hour.count > cap - Math.ceil(cap * NEWCOMERS_RESERVE) && (today?.count ?? 2) > 1) return refuse('reserve');
}

/** What filling `slots` of the managers' times takes at the least: providers (ASNs), domains, mailboxes and hours. */
export interface WhatFillsTheWeek {
  readonly providers: number;
  readonly domains: number;
  readonly mailboxes: number;
  readonly hours: number;
}

/**
 * The least it takes to book `slots` times within a day, under the allowances: a provider's day, a
 * recipient domain's day and a mailbox's day each, and the site's hour (its reserve taken too, by a
 * new /16 for each of those bookings). The runbook's figures are these (`meetings.test.ts`).
 */
export function whatFillsTheWeek(
  slots: number,
  allowances: { readonly perProvider: number; readonly perDomain: number; readonly perMailbox: number; readonly siteHour: number },
): WhatFillsTheWeek {
  return {
    providers: Math.ceil(slots / allowances.perProvider),
    domains: Math.ceil(slots / allowances.perDomain),
    mailboxes: Math.ceil(slots / allowances.perMailbox),
    hours: Math.ceil(slots / allowances.siteHour),
  };
}
