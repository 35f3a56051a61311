import type { APIGatewayProxyEvent } from 'aws-lambda';
import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, viewerAddress } from './client-network';
import { wholeNumberSetting } from './config';
import { takeFromAllowance } from './counters';
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
  /** The widget's contact posts (two calls a contact, three contacts a conversation): 60 an hour by default. */
  voiceContacts: 'voiceContactsPerNetworkPerHour',
  /** Rates of conversations (each one a lookup and a feedback call to ElevenLabs): 20 an hour by default. */
  voiceFeedback: 'voiceFeedbackPerNetworkPerHour',
} as const;

export type AllowanceKind = keyof typeof NETWORK_ALLOWANCES;

const HOUR_MS = 60 * 60_000;

/** The refusal a client reads (the lead form shows it in the visitor's language, and does not retry it). */
export const NETWORK_LIMIT_REACHED = new HttpError(429, {
  error: 'network_limit_reached',
  message: 'too many requests came from your network in the last hour: try again in an hour',
});

/**
 * Counts the request against its network's hourly allowance of `kind`; 429 `network_limit_reached`
 * once it is spent. A request that names no viewer address is not counted: behind CloudFront every
 * request names one (no client can remove it), so only a function invoked directly (a test) has none.
 */
export async function takeNetworkAllowance(kind: AllowanceKind, event: APIGatewayProxyEvent, now = Date.now()): Promise<void> {
  const address = viewerAddress(event);
  if (!address) return;
  const network = clientNetwork(address);
  const perHour = wholeNumberSetting(NETWORK_ALLOWANCES[kind]);
  if (await takeFromAllowance(`${CONTROL_ITEMS.networkAllowancePrefix}${kind}#${network}`, perHour, now, HOUR_MS)) return;
  count('networkLimitReached');
  logger.warn("a client network used up its hour's allowance", { kind, network, allowance: perHour });
  throw NETWORK_LIMIT_REACHED;
}
