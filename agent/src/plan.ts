import { createHash } from 'node:crypto';
import { AGENT_CONFIG_FILE, AGENT_TOOLS, TEXT_AGENT_CONFIG_FILE, toolConfigFile } from './agent-definition';
import { AGENT_TESTS } from './agent-tests';
import { callApi, callApiText, CONCURRENT_REQUESTS, inParallel, unlessMissing } from './elevenlabs-cli';
import { generateProject, POST_CALL_WEBHOOK_NAME, readPushedIds, TOOL_KEY_SECRET_NAME, type PhoneNumberEntry } from './project-files';

/** A phone number as ElevenLabs lists it. */
export interface LivePhoneNumber {
  readonly phone_number_id: string;
  readonly phone_number: string;
  readonly label: string;
  readonly provider: string;
  readonly assigned_agent?: { readonly agent_id: string } | null;
}

/** What a plan compares of the line: the number, its label and provider, and the agent it is assigned to. */
function phoneNumberState(line: { readonly phone_number: string; readonly label: string; readonly provider: string }, agentId: string | undefined) {
  return { phone_number: line.phone_number, label: line.label, provider: line.provider, assigned_agent: agentId ?? '(none)' };
}

/**
 * What a push would change on ElevenLabs: the project generated from the site's sources, compared
 * with the live agent, tool, tests, knowledge base documents and webhook, each read with the
 * official CLI's API commands. The API answers with every field, defaults included, so only the
 * fields the repository sets are compared; a knowledge base document's text is read back too, so an
 * edit made to it in the dashboard is a change.
 */
export interface PlannedChange {
  readonly kind: 'create' | 'change';
  readonly what: string;
  /** The fields that differ, as dotted paths. */
  readonly fields: readonly string[];
}

/** Paths of `local`'s values that `live` does not hold; objects compare key by key, arrays item by item. */
export function differingFields(local: unknown, live: unknown, path = ''): string[] {
  if (local !== null && typeof local === 'object' && !Array.isArray(local)) {
    if (live === null || typeof live !== 'object' || Array.isArray(live)) return [path || '(all)'];
    return Object.entries(local).flatMap(([key, value]) => differingFields(value, (live as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(local)) {
    if (!Array.isArray(live) || live.length !== local.length) return [path];
    return local.flatMap((item, index) => differingFields(item, live[index], `${path}[${index}]`));
  }
  return Object.is(local, live) ? [] : [path];
}

/**
 * A document's text as a reader reads it: without markup, whitespace collapsed. ElevenLabs keeps a
 * text document as markdown or as HTML (its `content_format`), so the repository's markdown and the
 * stored text are compared by what they say, not by how it is marked up.
 */
export function readableText(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_entity, name: string) => entities[name]!)
      .replace(/^[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+|\d+\.[ \t]+)/gm, '')
      .replace(/\*\*|__/g, '')
      .replace(/\s+/g, ' ')
      // A tag between a word and its punctuation left a space there.
      .replace(/ ([.,;:!?)»”])/g, '$1')
      .replace(/([(«“]) /g, '$1')
      .trim()
  );
}

/** What a plan compares of a document's text: a digest of its readable text (a whole document would not make a readable diff). */
export function textDigest(text: string): string {
  return createHash('sha256').update(readableText(text)).digest('hex').slice(0, 12);
}

export async function plan(dir: string): Promise<PlannedChange[]> {
  const ids = readPushedIds(dir);
  const files = await generateProject(ids);
  const json = (path: string) => JSON.parse(files.get(path)!) as Record<string, unknown>;
  const changes: PlannedChange[] = [];
  const compare = (what: string, local: unknown, live: unknown) => {
    const fields = differingFields(local, live);
    if (fields.length) changes.push({ kind: 'change', what, fields });
  };
  const create = (what: string) => changes.push({ kind: 'create', what, fields: [] });

  const secret = ids.toolKeySecret ? await unlessMissing(callApi(dir, ['agents', 'secrets', 'get', '--secret-id', ids.toolKeySecret])) : undefined;
  if (!secret) create(`workspace secret ${TOOL_KEY_SECRET_NAME}`);

  for (const { name } of AGENT_TOOLS) {
    const file = toolConfigFile(name);
    const id = ids.tools[name];
    if (id) {
      const live = await callApi<{ tool_config: unknown }>(dir, ['agents', 'tools', 'get', '--tool-id', id]);
      compare(`tool ${file}`, json(file), live.tool_config);
    } else create(`tool ${file}`);
  }

  const { documents } = json('knowledge_base.json') as { documents: { language: string; name: string; file: string; id?: string }[] };
  // Read back a few at a time (each a CLI request), compared in the registry's order.
  const lives = await inParallel(documents, CONCURRENT_REQUESTS, async (document) => {
    if (!document.id) return undefined;
    const documentArgs = ['--documentation-id', document.id];
    const live = await unlessMissing(callApi<{ name: string }>(dir, ['agents', 'knowledge-base', 'documents', 'get', ...documentArgs]));
    return live && { name: live.name, text: await callApiText(dir, ['agents', 'knowledge-base', 'documents', 'get_content', ...documentArgs]) };
  });
  for (const [at, document] of documents.entries()) {
    const live = lives[at];
    if (!live) {
      // Not pushed yet, or deleted on ElevenLabs: a push makes it again.
      create(`knowledge base document ${document.name}`);
      continue;
    }
    // The name carries a digest of the repository's text; the text itself is read back, since an
    // edit in the dashboard changes it and not the name.
    const liveText = live.text;
    compare(
      `knowledge base document (${document.file})`,
      { name: document.name, text: textDigest(files.get(document.file)!) },
      { name: live.name, text: textDigest(liveText) },
    );
  }

  // Dozens of tests, read back a few at a time, compared in the registry's order.
  const liveTests = await inParallel(AGENT_TESTS, CONCURRENT_REQUESTS, async (test) => {
    const id = ids.tests[test.name];
    return id ? callApi(dir, ['agents', 'tests', 'get', '--test-id', id]) : undefined;
  });
  for (const [at, test] of AGENT_TESTS.entries()) {
    const path = `test_configs/${test.name}.json`;
    if (liveTests[at] === undefined) create(`test ${path}`);
    else compare(`test ${path}`, json(path), liveTests[at]);
  }

  const [webhook] = (json('webhooks.json') as { webhooks: { name: string; url: string; id?: string }[] }).webhooks.filter(
    (entry) => entry.name === POST_CALL_WEBHOOK_NAME,
  );
  if (webhook?.id) {
    const { webhooks } = await callApi<{ webhooks: { webhook_id: string; webhook_url: string }[] }>(dir, ['webhooks', 'list']);
    const live = webhooks.find((entry) => entry.webhook_id === webhook.id);
    // A webhook's address cannot change: a push makes a new one for the site's address, and a new secret.
    if (live) compare(`post-call webhook ${webhook.name}`, { webhook_url: webhook.url }, live);
    else create(`post-call webhook ${webhook.url}`);
  } else if (webhook) create(`post-call webhook ${webhook.url}`);

  const [line] = (json('phone_numbers.json') as { phone_numbers: PhoneNumberEntry[] }).phone_numbers;
  if (line) {
    const live = line.id ? await unlessMissing(callApi<LivePhoneNumber>(dir, ['agents', 'phone-numbers', 'get', '--phone-number-id', line.id])) : undefined;
    // The number, its label, and which agent answers it: a push assigns it to the agent it pushes.
    if (live) compare(`phone number ${line.phone_number}`, phoneNumberState(line, ids.agent), phoneNumberState(live, live.assigned_agent?.agent_id));
    else create(`phone number ${line.phone_number} (${line.provider}), assigned to the agent`);
  }

  for (const [file, id] of [
    [AGENT_CONFIG_FILE, ids.agent],
    [TEXT_AGENT_CONFIG_FILE, ids.textAgent],
  ] as const) {
    if (id) compare(`agent ${file}`, json(file), await callApi(dir, ['agents', 'get', '--agent-id', id]));
    else create(`agent ${file}`);
  }
  return changes;
}

export function describePlan(changes: readonly PlannedChange[]): string {
  if (!changes.length) return 'No changes: the agent on ElevenLabs is what the repository defines.';
  const lines = changes.map((change) =>
    change.kind === 'create' ? `+ ${change.what} (to be created)` : `~ ${change.what}\n${change.fields.map((field) => `    ${field}`).join('\n')}`,
  );
  const created = changes.filter((change) => change.kind === 'create').length;
  return `${lines.join('\n')}\n\nPlan: ${created} to create, ${changes.length - created} to change. \`npm run agent -- push\` applies it.`;
}
