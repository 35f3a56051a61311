/**
 * Every browser of a suite is one client network on loopback, and a suite starts more conversations
 * and sends more leads and contacts than one network gets: the limits a twin the suite starts in
 * its own process uses, as the config's e2e twin has them. The limits' own tests set theirs.
 * The twin's simulated voice speaks twice as fast as a person, so the suites' calls, whose every
 * line is waited out, take half the time.
 */
export const LOOPBACK_LIMITS = {
  VOICE_TOKENS_PER_CLIENT_PER_DAY: '1000',
  VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1000',
  VOICE_CONVERSATIONS_AT_ONCE: '1000',
  LEADS_PER_NETWORK_PER_HOUR: '10000',
  VOICE_CONTACTS_PER_NETWORK_PER_HOUR: '10000',
  // The suites' visitors all write at example.com, from one provider (a loopback /16), many times an hour.
  MEETINGS_PER_EMAIL_DOMAIN_PER_DAY: '10000',
  MEETINGS_PER_PROVIDER_PER_DAY: '10000',
  MEETINGS_PER_HOUR: '10000',
  MEETING_TIMES_PER_NETWORK_PER_HOUR: '10000',
  TWIN_SPEECH_PACE: '2',
} as const;
