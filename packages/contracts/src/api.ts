/**
 * The site's API, under its own origin (CloudFront forwards `/api/*` to API Gateway): one path per
 * endpoint, read by the pages that call it, the routes of the Lambda functions, the WAF and the twin.
 */
export const API_PATHS = {
  leads: '/api/leads',
  voiceToken: '/api/elevenlabs-token',
  /** The widget's word that a conversation ended: its place among those open at once is given back once ElevenLabs confirms. */
  voiceConversationEnd: '/api/voice-conversation-end',
  saveVoiceConversation: '/api/save-voice-conversation',
  sendTelegramNotification: '/api/send-telegram-notification',
  clientSignals: '/api/client-signals',
  /** The visitor's rate of a conversation that ended (thumbs up or down, a comment). */
  voiceFeedback: '/api/voice-feedback',
  /** ElevenLabs' signed post-call webhook: what happened in each conversation, once it ended. */
  elevenLabsWebhook: '/api/elevenlabs-webhook',
  /** "Have Lumi call me": Lumi rings the visitor's number (ElevenLabs' outbound call), behind the WAF's challenge. */
  phoneCall: '/api/phone-call',
  /** How that call goes (ringing, in call, ended, not answered), for the visitor's panel. */
  phoneCallStatus: '/api/phone-call-status',
  /** A number put on the do-not-call list from the privacy page: Lumi never rings it, no manager is sent it. */
  doNotCall: '/api/do-not-call',
  /** A meeting with a manager: the times offered on the visitor's clock. */
  meetingTimes: '/api/meeting-times',
  /** Books a meeting at one of those times (JSON, or a form the browser posts itself). */
  meetings: '/api/meetings',
  /** Moves or cancels a meeting by its invitation's signed link. */
  meetingChanges: '/api/meeting-changes',
  /** The meeting's own page, where the invitation's links lead (GET, HTML). */
  meetingPage: '/api/meeting',
  /** The times as a page with a form, for a browser without JavaScript (a form's post, HTML). */
  meetingPicker: '/api/meeting-picker',
  /** The voice agent's estimate tool: what a product would cost a month for the volume the visitor described (ElevenLabs calls it). */
  estimateTool: '/api/agent-estimate',
  /** The voice agent's product facts tool: a product's price, pilot, launch, integrations, data and questions, from its document (ElevenLabs calls it). */
  productFactsTool: '/api/agent-product-facts',
  /** The phone agent's meeting tools, on a call Lumi placed: the times to offer, and the booking (ElevenLabs calls them). */
  agentMeetingTimes: '/api/agent-meeting-times',
  agentMeetings: '/api/agent-meetings',
} as const satisfies Record<string, `/api/${string}`>;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * The page the voice widget loads in a hidden frame when the WAF's Challenge action answers a call
 * request (`shell/public/`): WAF serves its check there first, which sets the token cookie, then the
 * page tells the widget (`PHONE_CALL_CHECKED_MESSAGE`), which asks for the call again. The only
 * page of the site that its own pages may frame.
 */
export const PHONE_CALL_CHECK_PATH = '/phone-call-check.html';
export const PHONE_CALL_CHECKED_MESSAGE = 'phone-call-checked';

/** What an endpoint answered: its status, its body (`null` when the body is no JSON) and its headers (the WAF's challenge is one). */
export interface ApiAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface PostOptions {
  readonly signal?: AbortSignal;
  /** The browser's own unless a test hands in another. */
  readonly fetch?: typeof fetch;
}

/**
 * POSTs `body` as JSON to an endpoint of the site. Resolves with whatever the server answered,
 * refusals included; rejects only when no answer came (the network failed, the call was aborted).
 */
export async function postJson(path: ApiPath, body: unknown, { signal, fetch: send = fetch }: PostOptions = {}): Promise<ApiAnswer> {
  const response = await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
  const answer: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body: answer, headers: response.headers };
}
