/**
 * Stable machine codes. Validation issues carry one of these as their message, and error bodies
 * carry them in `error`, so the UI translates codes instead of showing server prose.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_value',
  'too_long',
  'too_small',
  'too_large',
  'invalid_email',
  /** An address with letters beyond ASCII before the `@` (RFC 6531), where the site mails it: Amazon SES takes no SMTPUTF8. */
  'email_local_part_not_ascii',
  'invalid_phone',
  'invalid_uuid',
  'invalid_datetime',
  'invalid_path',
  'invalid_format',
  /** Control characters or lone UTF-16 surrogates; on one line also format characters (Cf) and U+2028/2029: nothing a person types. */
  'invalid_characters',
  'consent_required',
  'must_be_empty',
  'unknown_field',
  'agent_not_allowed',
  /** ElevenLabs knows no such conversation with the site's agent, or not a recent one. */
  'unknown_conversation',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * Why "Have Lumi call me" places no call (`POST /api/phone-call`), each with its own message beside
 * the phone field. `night_in_callee_zone` comes with the next morning offered (`NightRefusalBody`).
 */
export const PHONE_CALL_REFUSALS = [
  /** The number's country is not one of the site's markets. */
  'country_not_served',
  /** Premium-rate, shared-cost, satellite, personal, VoIP, pager, UAN…: only mobile and fixed lines are rung. */
  'number_type_not_called',
  /** This number was rung (or booked) today already. */
  'number_called_today',
  /** The number is on the do-not-call list (its owner said so in a call, or on the privacy page): Lumi never rings it. */
  'number_not_called',
  /** The visitor's network (or its provider) asked for its hour's calls already. */
  'network_calls_spent',
  /** The visitor's wider prefix (IPv4 /16, IPv6 /48) or provider asked for its share of the day's calls already. */
  'network_day_spent',
  /** The callee's morning hour has as many calls booked as it may take: a call in the day is offered instead. */
  'morning_calls_booked',
  /** The site places so many calls an hour, whoever asks. */
  'site_calls_spent',
  /** The day's minutes are spent: a hard stop until tomorrow. */
  'daily_budget_spent',
  /** It is night where the number rings: the next morning is offered instead. */
  'night_in_callee_zone',
  /** No phone number is assigned to the agent: the site places no calls. */
  'calls_not_configured',
] as const;
export type PhoneCallRefusal = (typeof PHONE_CALL_REFUSALS)[number];

export const API_ERROR_CODES = [
  ...PHONE_CALL_REFUSALS,
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'voice_not_configured',
  /** The post-call webhook's `ElevenLabs-Signature` is missing, malformed, stale or wrong. */
  'invalid_signature',
  /** No signing secret is configured for the post-call webhook, so none can be trusted. */
  'webhook_not_configured',
  /** A call of the agent's server tools without the agent's tool key (`X-Agent-Tool-Key`), or with a wrong one. */
  'invalid_tool_key',
  /** No tool key is configured for the agent's server tools, so no call can be trusted. */
  'tool_key_not_configured',
  /** The phone agent's meeting tools: ElevenLabs knows no such conversation of the site's agent. */
  'unknown_conversation',
  /** The phone agent's meeting tools, outside a call the site placed at a visitor's request (a web conversation, an inbound or ended call). */
  'not_a_placed_call',
  'daily_limit_reached',
  /** The agent holds as many conversations as it can at once, whoever opened them (F6): minutes, not a day. */
  'assistant_busy',
  'idempotency_key_reused',
  'upstream_failed',
  /** Too many requests from this address or to this endpoint (the edge's or API Gateway's limits). */
  'rate_limited',
  /**
   * The visitor's network (an IPv4 /24, an IPv6 /56) sent more of these requests in the last hour
   * than a function takes from one network: trying again before the hour is out will not help.
   */
  'network_limit_reached',
  /**
   * A lead sent anyway after `network_limit_reached` (`keepForReview`) was not kept either: the
   * leads held for review have their own allowance, per network and site-wide, spent for the hour.
   */
  'review_limit_reached',
  /**
   * A conversation's rate is the first rater's: another network, or more than a few changes, may not
   * overwrite it (`/api/voice-feedback`).
   */
  'already_rated',
  /** Refused by API Gateway before any function ran (an unknown endpoint, a call that skipped the site). */
  'request_refused',
  /** A browser's request from another site (`Sec-Fetch-Site`, or an `Origin` that is not the site's): the API answers only the site's own pages. */
  'cross_site_request',
  /** The meeting's time cannot be booked (taken, past or outside the hours): the body gives why and fresh times. */
  'time_unavailable',
  /** A meeting's link is not one the site signed, or is malformed. */
  'link_invalid',
  /** A meeting's link is past its expiry (the meeting began, or it is older than the links last). */
  'link_expired',
  /** A meeting's link is for a version the meeting has left: it was moved or cancelled since the link was sent. */
  'link_replayed',
  /** An e-mail or a provider's networks hold as many upcoming meetings as one may: a stranger cannot fill a manager's week. */
  'meetings_limit_reached',
  'internal_error',
] as const;
