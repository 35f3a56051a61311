import type { Market } from './markets';

/**
 * Lumi on the phone: the number a buyer rings to hear Lumi answer (inbound), which is also the
 * number Lumi rings visitors from ("Have Lumi call me"), and the countries it rings.
 *
 * The line is the agent's configuration: `npm run agent -- generate` writes it into the agent as
 * code (`agent/phone_numbers.json`), `plan` shows it and `push` imports the number into ElevenLabs
 * (Twilio or a SIP trunk) and assigns it to the agent. The footer and the contacts page show it as a
 * `tel:` link with its hours, and show nothing when `LUMI_LINE` is `undefined`.
 *
 * Until the vendor buys its own number, this one is in the range Ofcom reserves for drama
 * (020 7946 0000–0999), which no subscriber is ever given: it rings nobody.
 */
export interface LumiLine {
  /** E.164. */
  readonly number: string;
  /** The number as people read it, with its spaces. */
  readonly display: string;
  /** How the number reaches ElevenLabs: a Twilio number imported with the account's SID and token, or a SIP trunk. */
  readonly provider: 'twilio' | 'sip_trunk';
  /** The number's label in ElevenLabs' dashboard. */
  readonly label: string;
  /**
   * When Lumi answers it, in the line's own time zone: `always` (an agent needs no sleep), or a
   * window on working days.
   */
  readonly hours: 'always' | { readonly from: string; readonly to: string; readonly days: 'mon-fri' | 'every-day'; readonly timeZone: string };
}

export const LUMI_LINE: LumiLine | undefined = {
  number: '+442079460958',
  display: '+44 20 7946 0958',
  provider: 'twilio',
  label: 'Synthra Lumi line',
  hours: 'always',
};

/**
 * The countries "Have Lumi call me" rings by default, in the order its picker shows them. A
 * toll-fraud control (international revenue share fraud lives on far-away premium ranges), so a
 * list of its own, reviewed by hand: each one a market, each with its time zones in
 * `lambdas/shared/phone-calls/callee-time.ts`, and never derived from content, so a new case study
 * or market widens nothing. An operator narrows or widens it with the `PHONE_CALL_COUNTRIES`
 * setting; a number of any other country is refused before anything is spent.
 */
export const PHONE_CALL_COUNTRIES = ['UA', 'PL', 'DE', 'ES', 'NL', 'LT', 'KZ', 'GB'] as const satisfies readonly Market[];
