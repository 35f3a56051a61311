import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  BOOK_MEETING_TOOL_NAME,
  BOOKING_TOOL_NAME,
  CALL_BOOK_MEETING_TOOL_NAME,
  CALL_MEETING_TIMES_TOOL_NAME,
  CONTACT_TOOL_NAME,
  MEETING_TIMES_TOOL_NAME,
  OPEN_PAGE_TOOL_NAME,
} from '@site/contracts';
import { REPO_ROOT } from '../../../repo-layout';

/**
 * The agent the simulated one plays, read from the project files `npm run agent -- generate`
 * writes in `agent/` (the official CLI's format, ElevenLabs' own API bodies): what a visitor hears
 * on a laptop is what the definition says, as ElevenLabs would run it.
 */
export interface AgentDefinition {
  /** The language a conversation speaks when the client names none. */
  readonly defaultLanguage: string;
  /** The first message in each language the agent speaks (its own and its language presets'), with `{{variables}}` unfilled. */
  readonly firstMessages: Readonly<Record<string, string>>;
  /** The value of each dynamic variable when the client sends none (the agent's placeholders). */
  readonly variableDefaults: Readonly<Record<string, string>>;
  /** A text-only agent (`conversation.text_only`): no conversation with it carries audio, whatever the client overrides. */
  readonly textOnly: boolean;
  /** The client overrides the agent allows (`agent.language`, …); any other one fails the session. */
  readonly allowedOverrides: readonly string[];
  /** The client tool the agent calls with a contact: its name, parameters and which are required. */
  readonly contactTool: { readonly name: string; readonly parameters: readonly string[]; readonly required: readonly string[] };
  /** The client tool that opens a page of the site: the pages and slugs it may name (its parameters' enums). */
  readonly openPageTool: { readonly name: string; readonly pages: readonly string[]; readonly slugs: readonly string[] };
  /** The Lumi demo's booking tool, when the agent has it: its name and parameters. */
  readonly bookingTool?: { readonly name: string; readonly parameters: readonly string[] };
  /** The tools with which the site's assistant books a meeting with a manager, when the agent has them. */
  readonly meetingTools?: { readonly times: string; readonly book: string };
  /** The server (webhook) tools, by name: the site's path each posts to, and the fields ElevenLabs fills from a system variable. */
  readonly serverTools: Readonly<Record<string, ServerTool>>;
  /** The server tools with which Lumi books a meeting in a call it placed, when the agent has them. */
  readonly callMeetingTools?: { readonly times: string; readonly book: string };
  /** The ids of what the agent extracts after a call and of what it is judged on. */
  readonly dataCollection: readonly string[];
  readonly evaluationCriteria: readonly string[];
  /** Whether conversations are reported to the post-call webhook (`transcript` events). */
  readonly postCallTranscripts: boolean;
}

/** A server tool as the simulated agent calls it: the path on the site, and each field ElevenLabs fills itself, with the variable it takes. */
export interface ServerTool {
  readonly path: string;
  readonly filled: Readonly<Record<string, string>>;
}

export const AGENT_PROJECT_DIR = resolve(REPO_ROOT, 'agent');

type Json = Record<string, any>;

function readJson(dir: string, file: string): Json {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
}

/** Dotted paths of the `true` leaves: the overrides an agent's `platform_settings.overrides` allows. */
function allowedPaths(value: unknown, path = ''): string[] {
  if (value === true) return [path];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => allowedPaths(inner, path ? `${path}.${key}` : key));
}

/** The project's voice agent, or with `textOnly` its text-only one, which typed chats are signed for. */
export function readAgentDefinition(dir = AGENT_PROJECT_DIR, { textOnly = false } = {}): AgentDefinition {
  const agentEntry = (readJson(dir, 'agents.json').agents as { config: string }[]).find(
    (entry) => (readJson(dir, entry.config).conversation_config?.conversation?.text_only === true) === textOnly,
  );
  const tools = readJson(dir, 'tools.json').tools as { type: string; config: string }[];
  const clientTools = tools.filter((tool) => tool.type === 'client').map((tool) => readJson(dir, tool.config));
  const serverTools = Object.fromEntries(
    tools
      .filter((tool) => tool.type === 'webhook')
      .map((tool) => readJson(dir, tool.config))
      .map((config) => {
        const properties = (config.api_schema?.request_body_schema?.properties ?? {}) as Record<string, { dynamic_variable?: string }>;
        const filled = Object.entries(properties).flatMap(([field, property]) =>
          property.dynamic_variable ? [[field, property.dynamic_variable] as const] : [],
        );
        return [String(config.name), { path: new URL(String(config.api_schema.url)).pathname, filled: Object.fromEntries(filled) }];
      }),
  );
  const tool = clientTools.find((config) => config.name === CONTACT_TOOL_NAME);
  const openPage = clientTools.find((config) => config.name === OPEN_PAGE_TOOL_NAME);
  if (!agentEntry || !tool || !openPage) throw new Error(`${dir} has no agent or lacks a client tool: run \`npm run agent -- generate\``);
  const agent = readJson(dir, agentEntry.config);
  const booking = clientTools.find((config) => config.name === BOOKING_TOOL_NAME);
  const meetingTimes = clientTools.find((config) => config.name === MEETING_TIMES_TOOL_NAME);
  const bookMeeting = clientTools.find((config) => config.name === BOOK_MEETING_TOOL_NAME);
  const conversation = agent.conversation_config as Json;
  const defaultLanguage = String(conversation.agent.language);
  const presets = Object.entries((conversation.language_presets ?? {}) as Record<string, Json>).map(
    ([language, preset]) => [language, String(preset.overrides?.agent?.first_message ?? conversation.agent.first_message)] as const,
  );
  const platform = agent.platform_settings as Json;
  return {
    defaultLanguage,
    textOnly: conversation.conversation?.text_only === true,
    firstMessages: Object.fromEntries([[defaultLanguage, String(conversation.agent.first_message)], ...presets]),
    variableDefaults: Object.fromEntries(
      Object.entries((conversation.agent.dynamic_variables?.dynamic_variable_placeholders ?? {}) as Json).map(([name, value]) => [name, String(value)]),
    ),
    allowedOverrides: allowedPaths(platform.overrides?.conversation_config_override),
    contactTool: { name: String(tool.name), parameters: Object.keys(tool.parameters?.properties ?? {}), required: tool.parameters?.required ?? [] },
    openPageTool: {
      name: String(openPage.name),
      pages: openPage.parameters?.properties?.page?.enum ?? [],
      slugs: openPage.parameters?.properties?.slug?.enum ?? [],
    },
    ...(booking && { bookingTool: { name: String(booking.name), parameters: Object.keys(booking.parameters?.properties ?? {}) } }),
    ...(meetingTimes && bookMeeting && { meetingTools: { times: String(meetingTimes.name), book: String(bookMeeting.name) } }),
    serverTools,
    ...(serverTools[CALL_MEETING_TIMES_TOOL_NAME] &&
      serverTools[CALL_BOOK_MEETING_TOOL_NAME] && { callMeetingTools: { times: CALL_MEETING_TIMES_TOOL_NAME, book: CALL_BOOK_MEETING_TOOL_NAME } }),
    dataCollection: Object.keys(platform.data_collection ?? {}),
    evaluationCriteria: ((platform.evaluation?.criteria ?? []) as { id: string }[]).map((criterion) => criterion.id),
    postCallTranscripts: ((platform.workspace_overrides?.webhooks?.events ?? []) as string[]).includes('transcript'),
  };
}

/** A text of the agent with its `{{variables}}` filled in, as ElevenLabs does: the client's values over the agent's defaults. */
export function fillVariables(text: string, definition: AgentDefinition, values: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name] ?? definition.variableDefaults[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The first message a visitor reads in a language, with the client's variables (the persona) or the defaults. */
export function greetingOf(definition: AgentDefinition, language: string, values: Readonly<Record<string, unknown>> = {}): string {
  return fillVariables(definition.firstMessages[language] ?? '', definition, values);
}
