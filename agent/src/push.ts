import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, CliError, CONCURRENT_REQUESTS, inParallel, runWorkflow, unlessMissing } from './elevenlabs-cli';
import { describeBudget, knowledgeBudget } from './knowledge-base';
import type { LivePhoneNumber } from './plan';
import {
  generateProject,
  knowledgeDocumentsIn,
  POST_CALL_WEBHOOK_NAME,
  readPushedIds,
  recordId,
  TOOL_KEY_SECRET_NAME,
  writeProject,
  type PhoneNumberEntry,
  type ProjectFiles,
} from './project-files';

/**
 * Regenerates the project from the site's sources, then pushes it in the order its references
 * need: the server tools' key (a workspace secret, which their configs name), the tools (their ids go
 * into the tool tests and the agent), the knowledge base documents, the
 * tests, the post-call webhook, and last the agent, which names all of them. The official CLI
 * pushes what it has a workflow for (tools, tests, agents) and records their ids in its
 * registries; knowledge base documents and the workspace webhook have no workflow in it, so they
 * go through its API commands and their ids are recorded here. One that is gone from ElevenLabs
 * (deleted in the dashboard), or a webhook whose address is no longer the site's, is made again,
 * so that a plan right after a push shows no change.
 */
export async function push(dir: string): Promise<void> {
  const refusal = budgetRefusal(await generateProject(readPushedIds(dir)));
  if (refusal) throw new CliError(refusal);
  const regenerate = async () => writeProject(dir, await generateProject(readPushedIds(dir)));
  await ensureToolKeySecret(dir);
  await regenerate();
  await runWorkflow(dir, ['tools', 'push']);
  await pushKnowledgeBase(dir);
  await regenerate();
  await runWorkflow(dir, ['tests', 'push']);
  const replacedWebhook = await ensurePostCallWebhook(dir);
  await regenerate();
  await runWorkflow(dir, ['agents', 'push']);
  if (replacedWebhook) {
    // Only now: until the agent named the new webhook, the old one still took its conversations.
    await unlessMissing(callApi(dir, ['webhooks', 'delete', '--webhook-id', replacedWebhook]));
    console.log(`Deleted the post-call webhook the agent no longer reports to (ID: ${replacedWebhook}).`);
  }
  const { agent: agentId, textAgent: textAgentId } = readPushedIds(dir);
  const phoneNumberId = agentId ? await ensurePhoneNumber(dir, agentId) : undefined;
  console.log(
    [
      '\nPushed. `npm run agent -- plan` shows what differs from now on; `npm run agent -- test` runs the conversation tests.',
      `The backend talks to this agent once "site:setting:ELEVENLABS_AGENT_ID" in cdk.json is "${agentId ?? '<its id in agents.json>'}" and Site-backend is deployed (agent/README.md).`,
      `Typed chats go to the text-only agent once "site:setting:ELEVENLABS_TEXT_AGENT_ID" is "${textAgentId ?? '<its id in agents.json>'}".`,
      ...(phoneNumberId
        ? [`Lumi rings visitors from its number once "site:setting:ELEVENLABS_PHONE_NUMBER_ID" in cdk.json is "${phoneNumberId}" and Site-backend is deployed.`]
        : []),
    ].join('\n'),
  );
}

/**
 * Why a push of these files must not start: a knowledge base past its budget, as `check` says it.
 * Refused before the first request, or ElevenLabs would refuse it past its limit mid-push, after
 * the tools had already changed.
 */
function budgetRefusal(files: ProjectFiles): string | undefined {
  const budget = knowledgeBudget(knowledgeDocumentsIn(files));
  return budget.overBudget ? `${describeBudget(budget)}\nNothing was pushed.` : undefined;
}

/**
 * How the line is imported into ElevenLabs: a Twilio number with the account's SID and token, or a
 * SIP trunk's number with the trunk's address (and its credentials, if it asks for them). They are
 * read from the environment at the push, never written anywhere.
 */
function importBody(line: PhoneNumberEntry, agentId: string): Record<string, unknown> {
  const env = (name: string) => process.env[name]?.trim() || undefined;
  const missing = (names: string[]) =>
    new CliError(`Importing ${line.phone_number} into ElevenLabs (${line.provider}) needs ${names.join(' and ')} in the environment (agent/README.md).`);
  if (line.provider === 'twilio') {
    const [sid, token] = [env('TWILIO_ACCOUNT_SID'), env('TWILIO_AUTH_TOKEN')];
    if (!sid || !token) throw missing(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    return { provider: 'twilio', phone_number: line.phone_number, label: line.label, sid, token, agent_id: agentId };
  }
  const address = env('SIP_TRUNK_ADDRESS');
  if (!address) throw missing(['SIP_TRUNK_ADDRESS']);
  const [username, password] = [env('SIP_TRUNK_USERNAME'), env('SIP_TRUNK_PASSWORD')];
  return {
    provider: 'sip_trunk',
    phone_number: line.phone_number,
    label: line.label,
    agent_id: agentId,
    outbound_trunk_config: { address, ...(username && password && { credentials: { username, password } }) },
  };
}

/**
 * The line of `phone_numbers.json`, imported and assigned to the agent: made when it is not on
 * ElevenLabs (never pushed, or deleted there), its label and agent set again when they differ.
 * Returns its id, for the backend's ELEVENLABS_PHONE_NUMBER_ID; nothing when no line is configured.
 */
async function ensurePhoneNumber(dir: string, agentId: string): Promise<string | undefined> {
  const { phone_numbers } = JSON.parse(readFileSync(join(dir, 'phone_numbers.json'), 'utf8')) as { phone_numbers: PhoneNumberEntry[] };
  const [line] = phone_numbers;
  if (!line) return undefined;
  if (line.id) {
    const live = await unlessMissing(callApi<LivePhoneNumber>(dir, ['agents', 'phone-numbers', 'get', '--phone-number-id', line.id]));
    if (live) {
      if (live.label !== line.label || live.assigned_agent?.agent_id !== agentId) {
        await callApi(dir, ['agents', 'phone-numbers', 'update', '--phone-number-id', line.id], { body: { label: line.label, agent_id: agentId } });
        console.log(`Assigned ${line.phone_number} (ID: ${line.id}) to the agent.`);
      }
      return line.id;
    }
    console.log(`The phone number ${line.id} is gone from ElevenLabs: importing ${line.phone_number} again.`);
  }
  const created = await callApi<{ phone_number_id: string }>(dir, ['agents', 'phone-numbers', 'create'], { body: importBody(line, agentId) });
  recordId(dir, 'phone_numbers.json', 'phone_numbers', (entry) => entry.phone_number === line.phone_number, created.phone_number_id);
  console.log(`Imported ${line.phone_number} (${line.provider}) and assigned it to the agent (ID: ${created.phone_number_id}).`);
  return created.phone_number_id;
}

interface DocumentEntry {
  readonly language: string;
  readonly name: string;
  readonly file: string;
  readonly id?: string;
}

async function pushKnowledgeBase(dir: string): Promise<void> {
  const { documents } = JSON.parse(readFileSync(join(dir, 'knowledge_base.json'), 'utf8')) as { documents: DocumentEntry[] };
  // Sent a few at a time; the ids of new documents are recorded one by one after, as the registry is one file.
  const created = await inParallel(documents, CONCURRENT_REQUESTS, async (document) => {
    const text = readFileSync(join(dir, document.file), 'utf8');
    if (document.id) {
      const updated = await unlessMissing(
        callApi(dir, ['agents', 'knowledge-base', 'documents', 'update', '--documentation-id', document.id], { body: { name: document.name, content: text } }),
      );
      if (updated) {
        console.log(`Updated knowledge base document ${document.name} (ID: ${document.id})`);
        return undefined;
      }
      console.log(`Knowledge base document ${document.id} is gone from ElevenLabs: creating it again.`);
    }
    const made = await callApi<{ id: string }>(dir, ['agents', 'knowledge-base', 'documents', 'create_from_text'], { body: { name: document.name, text } });
    console.log(`Created knowledge base document ${document.name} (ID: ${made.id})`);
    return { file: document.file, id: made.id };
  });
  for (const made of created) if (made) recordId(dir, 'knowledge_base.json', 'documents', (entry) => entry.file === made.file, made.id);
}

/**
 * The workspace secret that holds the key the agent's server tools send to the site: made from
 * AGENT_TOOLS_KEY (the backend's `agentTools` secret, which the first deployment generates) when
 * it is missing, and set to it again when the variable is given, so a new key reaches both sides.
 */
async function ensureToolKeySecret(dir: string): Promise<void> {
  const { secrets } = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as { secrets: { name: string; id?: string }[] };
  const entry = secrets.find((secret) => secret.name === TOOL_KEY_SECRET_NAME);
  if (!entry) return;
  const value = process.env.AGENT_TOOLS_KEY?.trim();
  const live = entry.id ? await unlessMissing(callApi(dir, ['agents', 'secrets', 'get', '--secret-id', entry.id])) : undefined;
  if (live && entry.id) {
    if (!value) return;
    await callApi(dir, ['agents', 'secrets', 'update', '--secret-id', entry.id], { body: { type: 'update', name: entry.name, value } });
    console.log(`Updated the workspace secret ${entry.name} (ID: ${entry.id}).`);
    return;
  }
  if (!value)
    throw new CliError(
      [
        `The agent's server tools need their key as a workspace secret of ElevenLabs, and ${entry.id ? `${entry.id} is gone` : 'none is stored yet'}.`,
        'Give the push the key the backend holds (its agent-tools secret, generated at the first deployment):',
        '  export AGENT_TOOLS_KEY="$(aws secretsmanager get-secret-value --region <site:region> --secret-id <site:name>/agent-tools --query SecretString --output text | jq -r .key)"',
      ].join('\n'),
    );
  const created = await callApi<{ secret_id: string }>(dir, ['agents', 'secrets', 'create'], { body: { type: 'new', name: entry.name, value } });
  recordId(dir, 'secrets.json', 'secrets', (secret) => secret.name === entry.name, created.secret_id);
  console.log(`Stored the agent tools' key as the workspace secret ${entry.name} (ID: ${created.secret_id}).`);
}

interface WebhookEntry {
  readonly name: string;
  readonly url: string;
  readonly id?: string;
}

/**
 * The workspace webhook the agent reports its conversations to, at the site's address; its secret
 * is shown once, for Secrets Manager. ElevenLabs cannot change a webhook's address, so a webhook
 * that is gone or points elsewhere (the site moved to another origin) is made anew; the id of the
 * one it replaces is returned, to be deleted once the agent names the new one.
 */
async function ensurePostCallWebhook(dir: string): Promise<string | undefined> {
  const { webhooks } = JSON.parse(readFileSync(join(dir, 'webhooks.json'), 'utf8')) as { webhooks: WebhookEntry[] };
  const webhook = webhooks.find((entry) => entry.name === POST_CALL_WEBHOOK_NAME);
  if (!webhook) return undefined;
  if (webhook.id) {
    const live = (await callApi<{ webhooks: { webhook_id: string; webhook_url: string }[] }>(dir, ['webhooks', 'list'])).webhooks.find(
      (entry) => entry.webhook_id === webhook.id,
    );
    if (live?.webhook_url === webhook.url) return undefined;
    console.log(
      live
        ? `The post-call webhook ${webhook.id} calls ${live.webhook_url}: making one for ${webhook.url}.`
        : `The post-call webhook ${webhook.id} is gone from ElevenLabs: making it again.`,
    );
  }
  const created = await callApi<{ webhook_id: string; webhook_secret?: string | null }>(dir, ['webhooks', 'create'], {
    body: { settings: { auth_type: 'hmac', name: webhook.name, webhook_url: webhook.url } },
  });
  recordId(dir, 'webhooks.json', 'webhooks', (entry) => entry.name === webhook.name, created.webhook_id);
  console.log(`Created the post-call webhook ${webhook.url} (ID: ${created.webhook_id}).`);
  if (created.webhook_secret) {
    console.log(
      [
        'Its signing secret is shown only now. Put it where the backend reads it:',
        `  aws secretsmanager put-secret-value --region <site:region, eu-central-1 by default> --secret-id <site:name, site by default>/elevenlabs-webhook --secret-string '{"secret": "${created.webhook_secret}"}'`,
        '  (locally: ELEVENLABS_WEBHOOK_SECRET)',
      ].join('\n'),
    );
  }
  return webhook.id;
}
