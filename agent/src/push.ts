import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi, runWorkflow, unlessMissing } from './elevenlabs-cli';
import { generateProject, POST_CALL_WEBHOOK_NAME, readPushedIds, recordId, writeProject } from './project-files';

/**
 * Regenerates the project from the site's sources, then pushes it in the order its references
 * need: the tool (its id goes into the tool test and the agent), the knowledge base documents, the
 * tests, the post-call webhook, and last the agent, which names all of them. The official CLI
 * pushes what it has a workflow for (tools, tests, agents) and records their ids in its
 * registries; knowledge base documents and the workspace webhook have no workflow in it, so they
 * go through its API commands and their ids are recorded here. One that is gone from ElevenLabs
 * (deleted in the dashboard), or a webhook whose address is no longer the site's, is made again,
 * so that a plan right after a push shows no change.
 */
export async function push(dir: string): Promise<void> {
  const regenerate = async () => writeProject(dir, await generateProject(readPushedIds(dir)));
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
  const agentId = readPushedIds(dir).agent;
  console.log(
    [
      '\nPushed. `npm run agent -- plan` shows what differs from now on; `npm run agent -- test` runs the conversation tests.',
      `The backend talks to this agent once "site:setting:ELEVENLABS_AGENT_ID" in cdk.json is "${agentId ?? '<its id in agents.json>'}" and Site-backend is deployed (agent/README.md).`,
    ].join('\n'),
  );
}

interface DocumentEntry {
  readonly language: string;
  readonly name: string;
  readonly file: string;
  readonly id?: string;
}

async function pushKnowledgeBase(dir: string): Promise<void> {
  const { documents } = JSON.parse(readFileSync(join(dir, 'knowledge_base.json'), 'utf8')) as { documents: DocumentEntry[] };
  for (const document of documents) {
    const text = readFileSync(join(dir, document.file), 'utf8');
    if (document.id) {
      const updated = await unlessMissing(
        callApi(dir, ['agents', 'knowledge-base', 'documents', 'update', '--documentation-id', document.id], { body: { name: document.name, content: text } }),
      );
      if (updated) {
        console.log(`Updated knowledge base document ${document.name} (ID: ${document.id})`);
        continue;
      }
      console.log(`Knowledge base document ${document.id} is gone from ElevenLabs: creating it again.`);
    }
    const created = await callApi<{ id: string }>(dir, ['agents', 'knowledge-base', 'documents', 'create_from_text'], { body: { name: document.name, text } });
    recordId(dir, 'knowledge_base.json', 'documents', (entry) => entry.language === document.language, created.id);
    console.log(`Created knowledge base document ${document.name} (ID: ${created.id})`);
  }
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
