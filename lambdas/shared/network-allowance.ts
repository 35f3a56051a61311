import type { APIGatewayProxyEvent } from 'aws-lambda';
import { OTHER_WAYS } from '@site/model';
import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, requesterOf, viewerAddress, type Requester } from './client-network';
import { wholeNumberSetting } from './read-settings';
import { giveBack, takeFromAllowance } from './counters';
import { HttpError } from './http';
import { count, logger } from './powertools';

/**
 * What one client network (`clientNetwork`: an IPv4 /24, an IPv6 /56) may send a function in an
 * hour. The WAF counts single addresses, and an IPv6 /64 is endless addresses (infra/README.md):
 * this is what holds a flood from one network, before it stores anything or notifies anyone.
 *
 * By network, not by address: a carrier's NAT puts thousands of subscribers behind one IPv4
 * address and a /24, so the allowance is far above what a B2B site's visitors send from one
 * network in an hour (a few leads), and small against what a flood sends in a minute.
 */
const NETWORK_ALLOWANCES = {
  /** Lead posts, both ways they come (the form's script, the browser's own post): 20 an hour by default. */
  leads: 'leadsPerNetworkPerHour',
  /** The widget's contact posts (two calls a contact): 60 an hour by default. */
  voiceContacts: 'voiceContactsPerNetworkPerHour',
  /** Rates of conversations (each one a lookup and a feedback call to ElevenLabs): 20 an hour by default. */
  voiceFeedback: 'voiceFeedbackPerNetworkPerHour',
  /** Meetings booked or moved: 6 an hour by default. */
  meetings: 'meetingsPerNetworkPerHour',
  /** Times asked for (each reads every manager's free/busy, or its cache): 60 an hour by default. */
  meetingTimes: 'meetingTimesPerNetworkPerHour',
} as const;

export type AllowanceKind = keyof typeof NETWORK_ALLOWANCES;

/**
 * The hour's allowance of a wider prefix (IPv4 /16, IPv6 /48) and of a provider (the viewer's ASN),
 * as multiples of a network's, for what reaches the managers' chat: leads, each one a message. One
 * provider's hosts hold many /24s (a cloud region, thousands), each with its own hour, and filled
 * the chat within the WAF's per-ASN ceiling (F2); now a /16 sends at most twice a network's hour
 * (40 leads) and a provider three times (60), whatever /24s and /16s it holds.
 */
export const WIDER_ALLOWANCES: Partial<Record<AllowanceKind, { readonly wide: number; readonly provider: number }>> = {
  leads: { wide: 2, provider: 3 },
};

const HOUR_MS = 60 * 60_000;

/**
 * The refusal a client reads (the lead form shows it in the visitor's language, and does not retry
 * it). It does not put the cause on the visitor alone: everyone behind their network shares the
 * allowance (G6), so it says how else to reach us, and a lead may be sent anyway (`keepForReview`).
 */
export const NETWORK_LIMIT_REACHED = new HttpError(429, {
  error: 'network_limit_reached',
  message: `this network has sent the hour's share of requests, perhaps from someone else on it: write to ${OTHER_WAYS.email} or call ${OTHER_WAYS.phoneText}; a lead may be sent again with keepForReview for a manager to check`,
});

/**
 * Leads sent anyway after their network's hour was spent (`keepForReview`), kept for a manager to
 * check: per network and site-wide in an hour, so a flood that always says "anyway" gets this far
 * and no further, and a real visitor behind a busy network still gets through.
 */
export const LEADS_FOR_REVIEW = { perNetworkPerHour: 5, perSitePerHour: 30 } as const;

export const REVIEW_LIMIT_REACHED = new HttpError(429, {
  error: 'review_limit_reached',
  message: `the leads this network, or the site, may send anyway for review this hour are spent: write to ${OTHER_WAYS.email} or call ${OTHER_WAYS.phoneText}`,
});

/**
 * Counts the request against its network's hourly allowance of `kind`; 429 `network_limit_reached`
 * once it is spent. A request that names no viewer address is not counted: behind CloudFront every
 * request names one (no client can remove it), so only a function invoked directly (a test) has none.
 */
export async function takeNetworkAllowance(kind: AllowanceKind, event: APIGatewayProxyEvent, now = Date.now()): Promise<void> {
  const requester = requesterOf(event);
  if (requester) await takeRequesterAllowance(kind, requester, now);
}

/** The same for a requester known otherwise: the visitor who asked for the Lumi call a meeting is booked in. */
export async function takeRequesterAllowance(kind: AllowanceKind, { network, wide, provider }: Requester, now = Date.now()): Promise<void> {
  const perHour = wholeNumberSetting(NETWORK_ALLOWANCES[kind]);
  const prefix = `${CONTROL_ITEMS.networkAllowancePrefix}${kind}#`;
  const own = await takeFromAllowance(`${prefix}${network}`, perHour, now, HOUR_MS);
  if (!own) return refuse("a client network used up its hour's allowance", { kind, network, allowance: perHour });
  const wider = WIDER_ALLOWANCES[kind];
  if (!wider) return;
  // Named apart from the network's counters, so a /16 is never taken for a /24.
  const wideUnit = await takeFromAllowance(`${prefix}wide#${wide}`, perHour * wider.wide, now, HOUR_MS);
  if (!wideUnit) {
    await giveBack(own);
    return refuse("a wider prefix used up its hour's allowance", { kind, network: wide, allowance: perHour * wider.wide });
  }
  if (await takeFromAllowance(`${prefix}provider#${provider}`, perHour * wider.provider, now, HOUR_MS)) return;
  await Promise.all([giveBack(own), giveBack(wideUnit)]);
  return refuse("a provider used up its hour's allowance", { kind, provider, allowance: perHour * wider.provider });
}

function refuse(message: string, context: Record<string, unknown>): never {
  count('networkLimitReached');
  logger.warn(message, context);
  throw NETWORK_LIMIT_REACHED;
}

/**
 * Counts a lead sent anyway against the allowance of leads kept for review (`LEADS_FOR_REVIEW`):
 * 429 `review_limit_reached` once its network's or the site's is spent. Like the hour's allowance,
 * a request naming no viewer address is not counted.
 */
export async function takeReviewAllowance(event: APIGatewayProxyEvent, now = Date.now()): Promise<void> {
  const address = viewerAddress(event);
  if (!address) return;
  const network = clientNetwork(address);
  const prefix = CONTROL_ITEMS.leadsForReviewPrefix;
  const own = await takeFromAllowance(`${prefix}${network}`, LEADS_FOR_REVIEW.perNetworkPerHour, now, HOUR_MS);
  if (own && (await takeFromAllowance(`${prefix}site`, LEADS_FOR_REVIEW.perSitePerHour, now, HOUR_MS))) return;
  if (own) await giveBack(own);
  count('networkLimitReached');
  logger.warn("the leads kept for review used up their hour's allowance", { network, site: Boolean(own) });
  throw REVIEW_LIMIT_REACHED;
}
