import { AGENT_TOOL_KEY_HEADER } from '@site/contracts';
import type { ServerTool } from './definition';
import type { ToolOutcome } from './local-agent';

/**
 * The agent's server (webhook) tools, called as ElevenLabs calls them: a POST of the model's
 * parameters to the site's path, with the fields the tool's config fills from a system variable
 * (the conversation's id) and the agent's tool key, so the twin's conversations reach the site's
 * real handlers through its API. An answer that is not 2xx is the tool's error, passed to the model
 * as the config's `passthrough` mode does.
 */

/** Where the site answers the server tools, and the key it expects (the `agentTools` secret's value). */
export interface ServerToolSite {
  readonly url: string;
  readonly key: string;
}

const TIMEOUT_MS = 20_000;

export async function callServerTool(
  site: ServerToolSite,
  tool: ServerTool,
  parameters: Readonly<Record<string, unknown>>,
  variables: Readonly<Record<string, string>>,
): Promise<ToolOutcome | undefined> {
  const filled = Object.fromEntries(Object.entries(tool.filled).map(([field, variable]) => [field, variables[variable] ?? '']));
  const response = await fetch(new URL(tool.path, site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AGENT_TOOL_KEY_HEADER]: site.key },
    body: JSON.stringify({ ...parameters, ...filled }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => undefined);
  if (!response) return undefined;
  return { isError: !response.ok, result: await response.text() };
}
