import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { headerValue } from './headers';

/**
 * Where a request comes from, for quotas that must hold per visitor rather than site-wide.
 *
 * Behind CloudFront, API Gateway's source IP is CloudFront's edge, the same for thousands of
 * visitors. CloudFront tells the origin the viewer's address in VIEWER_ADDRESS_HEADER (`ip:port`),
 * overwriting whatever a client sent; the API answers only calls that came through CloudFront (its
 * origin key), so nobody can name an address of their choosing. The twin sets the same header.
 */

/**
 * The header in which CloudFront tells the API the viewer's address (`ip:port`), overwriting any a
 * client sent: the distribution forwards it to the API (the function list names it), the twin sets
 * it from the socket.
 */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The viewer's IP address, or undefined when the request names none. */
export function viewerAddress(event: APIGatewayProxyEvent): string | undefined {
  const header = headerValue(event.headers, VIEWER_ADDRESS_HEADER);
  const fromHeader = header ? header.slice(0, header.lastIndexOf(':')) : undefined;
  const address = fromHeader || event.requestContext?.identity?.sourceIp;
  return address && (isIPv4(address) || isIPv6(address)) ? address : undefined;
}

/**
 * The network a quota counts by: an IPv4 address's /24, an IPv6 address's /56 (what providers
 * commonly hand one subscriber), so one person cannot multiply their share by hopping addresses
 * within it. `unknown` when the request names no address.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = ipv4Of(address);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = expandIPv6(address);
  // 56 bits: three full groups and the high byte of the fourth.
  const fourth = (parseInt(groups[3]!, 16) & 0xff00).toString(16);
  return `${[...groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16)), fourth].join(':')}::/56`;
}

/**
 * The wider prefix a network belongs to: an IPv4 address's /16, an IPv6 address's /48 (a site's
 * allocation: 256 /56 networks). A quota over it bounds what one holder of many networks takes;
 * it must be large enough for a mobile carrier's visitors, who share such prefixes.
 */
export function wideNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = ipv4Of(address);
  if (v4) return `${v4.split('.').slice(0, 2).join('.')}.0.0/16`;
  return `${expandIPv6(address)
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * The header in which CloudFront tells the API the viewer's provider: its autonomous system number
 * (ASN), overwriting whatever a client sent, as with the address. The twin knows no providers and
 * removes any a client sent.
 */
export const VIEWER_ASN_HEADER = 'CloudFront-Viewer-ASN';

/**
 * The provider a request came through: `as<number>` from CloudFront's ASN, or, where none is named
 * (an address CloudFront has no ASN for, the twin), the wider prefix (`wideNetwork`), so a quota per
 * provider is never looser than one per /16 or /48.
 */
export function viewerProvider(headers: Readonly<Record<string, string | undefined>> | null, address: string | undefined): string {
  const asn = headerValue(headers, VIEWER_ASN_HEADER)?.trim();
  return asn && /^\d{1,10}$/.test(asn) ? `as${asn}` : wideNetwork(address);
}

/** The IPv4 address, written plainly or mapped into IPv6 (`::ffff:1.2.3.4`), or undefined for an IPv6 one. */
function ipv4Of(address: string): string | undefined {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? (isIPv4(address) ? address : undefined);
}

/** The eight groups of an IPv6 address, `::` filled in. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) counts as two groups; the /56 never reaches it.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  return [...left, ...zeros, ...right];
}

/** Who asks, as the allowances count it: the viewer's network (/24, /56), its wider prefix (/16, /48) and its provider (ASN). */
export interface Requester {
  readonly network: string;
  readonly wide: string;
  readonly provider: string;
}

/** The request's requester; undefined when it names no viewer address (a function invoked directly). */
export function requesterOf(event: APIGatewayProxyEvent): Requester | undefined {
  const address = viewerAddress(event);
  return address ? { network: clientNetwork(address), wide: wideNetwork(address), provider: viewerProvider(event.headers, address) } : undefined;
}
