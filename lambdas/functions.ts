/**
 * The backend's functions: the one list the CDK app, the local twin and the tests read. A
 * function's folder holds its thin handler (`<name>/index.ts`); shared domain code and adapters
 * live in `shared/`.
 */

export type HttpMethod = 'POST' | 'GET';

export interface FunctionSpec {
  /** Folder name and the function's name in logs and metrics. */
  readonly name: string;
  readonly description: string;
  /** Handler file, relative to `lambdas/`; it exports `handler`. */
  readonly entry: string;
}

export interface ApiFunctionSpec extends FunctionSpec {
  readonly method: HttpMethod;
  /** The path under the site's origin, e.g. `/api/leads`. */
  readonly path: `/api/${string}`;
}

export const API_FUNCTIONS: readonly ApiFunctionSpec[] = [
  {
    name: 'elevenlabs-token',
    description: 'Signs an ElevenLabs conversation URL for an allow-listed agent.',
    entry: 'elevenlabs-token/index.ts',
    method: 'POST',
    path: '/api/elevenlabs-token',
  },
  {
    name: 'save-voice-conversation',
    description: 'Stores a voice lead captured by the assistant, once per conversation and phone.',
    entry: 'save-voice-conversation/index.ts',
    method: 'POST',
    path: '/api/save-voice-conversation',
  },
  {
    name: 'send-telegram-notification',
    description: 'Queues a manager notification for a voice lead, at most one per conversation.',
    entry: 'send-telegram-notification/index.ts',
    method: 'POST',
    path: '/api/send-telegram-notification',
  },
  {
    name: 'leads',
    description: 'Accepts every lead form of the site.',
    entry: 'leads/index.ts',
    method: 'POST',
    path: '/api/leads',
  },
];
