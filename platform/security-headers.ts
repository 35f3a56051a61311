/**
 * The security headers of every response, the same at the edge (CloudFront response headers
 * policy) and in the local twin.
 */
import { API_PATHS, CSP_REPORT_GROUP } from '@site/contracts';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';

/**
 * Hosts the site talks to besides itself: ElevenLabs for voice, in the environment the data policy
 * names (and no other, so the pages' word on where conversations go holds in the browser too);
 * YouTube for product videos.
 */
const ELEVENLABS = ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment];
export const ELEVENLABS_API_ORIGIN = ELEVENLABS.apiUrl;
export const ELEVENLABS_WS_ORIGIN = ELEVENLABS.socketOrigin;
export const YOUTUBE_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;
export const YOUTUBE_IMAGE_ORIGIN = 'https://i.ytimg.com';

export interface CspOptions {
  /** Extra `connect-src` sources, such as the local simulated voice agent. */
  readonly extraConnectSources?: readonly string[];
}

/** A CSP that allows exactly what the site uses, with no inline or evaluated script. */
export function contentSecurityPolicy({ extraConnectSources = [] }: CspOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Speculation rules are JSON, not script: the keyword lets the page ask the browser to prerender
    // its other languages and allows no inline script.
    'script-src': ["'self'", "'inline-speculation-rules'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', YOUTUBE_IMAGE_ORIGIN],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ELEVENLABS_API_ORIGIN, ELEVENLABS_WS_ORIGIN, ...extraConnectSources],
    'media-src': ["'self'", 'blob:'],
    // The site's own: the phone call's check page (PHONE_CALL_CHECK_PATH), loaded when the WAF challenges a call.
    'frame-src': ["'self'", ...YOUTUBE_EMBED_ORIGINS],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Violations go to the endpoint of the site's own client signals (REPORTING_ENDPOINTS).
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The microphone for the site itself only (the voice assistant); nothing else. */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';

/** Where the CSP's `report-to` group delivers: the browser posts `application/reports+json` batches there. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${API_PATHS.clientSignals}"`;

export function securityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'reporting-endpoints': REPORTING_ENDPOINTS,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * The same headers for a response the site's own pages may frame (`frame-ancestors 'self'`,
 * `SAMEORIGIN`): the phone call's check page only (`PHONE_CALL_CHECK_PATH`); nobody frames the rest.
 */
export function framedBySelf(headers: Readonly<Record<string, string>>): Record<string, string> {
  return {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
  };
}
