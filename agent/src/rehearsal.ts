import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { REPO_ROOT } from '../../repo-layout';
import { LUMI_LINE } from '@site/model';
import { AGENT_TESTS } from './agent-tests';
import { AGENT_TOOLS } from './agent-definition';
import { AGENT_DIR, PRODUCT_FACTS_FILE, REGISTRY_FILES, readPushedIds } from './project-files';

/**
 * `npm run agent -- push|plan|test` rehearsed against the ElevenLabs stand-in, as part of `npm
 * test`: the official CLI really runs, on a copy of the committed project, and each check below is
 * one result in the summary. It proves the plumbing (what is pushed, attached, run and read back);
 * whether the agent behaves as its tests say is judged on ElevenLabs.
 *
 * `npx tsx agent/src/rehearsal.ts [report.json]`
 */
const API_KEY = 'rehearsal-key';
/** The agent's server tools: each posts to the site's origin with the stored key. */
const SERVER_TOOLS = AGENT_TOOLS.filter((tool) => tool.type === 'webhook').map((tool) => tool.name);
const PROJECT_ENTRIES = [...REGISTRY_FILES, PRODUCT_FACTS_FILE, 'agent_configs', 'tool_configs', 'test_configs', 'knowledge_base'];

interface Run {
  readonly code: number;
  readonly output: string;
}

function agentCommand(baseUrl: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', '--silent', 'agent', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ELEVENLABS_BASE_URL: baseUrl, ELEVENLABS_API_KEY: API_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? 1, output }));
  });
}

const fake = await new FakeElevenLabs(API_KEY).start();
const project = mkdtempSync(join(tmpdir(), 'agent-rehearsal-'));
for (const entry of PROJECT_ENTRIES) cpSync(join(AGENT_DIR, entry), join(project, entry), { recursive: true });
/**
 * What `push` reads from the environment, as an operator gives it: the Twilio account the line is
 * imported with, and the key of the agent's server tools (the backend's agent-tools secret).
 */
const TWILIO = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'rehearsal-twilio-token',
  AGENT_TOOLS_KEY: 'rehearsal-agent-tools-key',
};
const run = (...args: string[]) => agentCommand(fake.url, [...args, '--project', project], TWILIO);
/** The commands for a site at another origin (`SITE_ORIGIN`). */
const runFor = (siteOrigin: string, ...args: string[]) => agentCommand(fake.url, [...args, '--project', project], { ...TWILIO, SITE_ORIGIN: siteOrigin });
const results: { name: string; ok: boolean; detail?: string }[] = [];

async function check(name: string, body: () => Promise<string | undefined>): Promise<void> {
  let detail: string | undefined;
  try {
    detail = await body();
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  results.push({ name, ok: detail === undefined, detail });
  console.log(`${detail === undefined ? '✓' : '✗'} ${name}${detail === undefined ? '' : `\n${detail.replace(/^/gm, '    ')}`}`);
}

/** What is wrong with the line on the stand-in: imported once with the Twilio account, assigned to the agent, its id recorded. */
function phoneLineProblems(ids: ReturnType<typeof readPushedIds>): (string | false)[] {
  if (!LUMI_LINE) return [];
  const live = ids.phoneNumber ? fake.agents.phoneNumber(ids.phoneNumber) : undefined;
  const imported = fake.agents.phoneNumberImports.at(-1);
  return [
    !live && 'no phone number recorded or imported',
    live?.phone_number !== LUMI_LINE.number && `the stand-in's number is ${String(live?.phone_number)}, not ${LUMI_LINE.number}`,
    (live?.assigned_agent as { agent_id?: string } | null | undefined)?.agent_id !== ids.agent && 'the number is not assigned to the agent',
    (imported?.sid !== TWILIO.TWILIO_ACCOUNT_SID || imported?.token !== TWILIO.TWILIO_AUTH_TOKEN) && 'the number was not imported with the Twilio account',
  ];
}

const expectIn = (output: string, ...needles: string[]) => {
  const missing = needles.filter((needle) => !output.includes(needle));
  return missing.length ? `expected ${missing.map((needle) => JSON.stringify(needle)).join(', ')} in:\n${output.slice(-3000)}` : undefined;
};

/** The documents the checks below edit and delete on the live side. */
const EDITED_DOCUMENT = 'knowledge_base/en/company.md';
const DELETED_DOCUMENT = 'knowledge_base/uk/pricing.md';

try {
  await check('push creates the tool, the knowledge base, the tests, the webhook and the agent that names them', async () => {
    const pushed = await run('push');
    if (pushed.code !== 0) return `push failed (exit ${pushed.code}):\n${pushed.output.slice(-3000)}`;
    const ids = readPushedIds(project);
    const agent = ids.agent ? fake.agents.agent(ids.agent) : undefined;
    const prompt = (agent?.conversation_config as { agent?: { prompt?: { tool_ids?: string[]; knowledge_base?: { id: string }[] } } } | undefined)?.agent
      ?.prompt;
    const attached = (agent?.platform_settings as { testing?: { attached_tests?: { test_id: string }[] } } | undefined)?.testing?.attached_tests;
    const problems = [
      !agent && 'no agent on the stand-in',
      (prompt?.tool_ids ?? []).join() !== Object.values(ids.tools).join() &&
        `the agent's tools are ${JSON.stringify(prompt?.tool_ids)}, not ${JSON.stringify(Object.values(ids.tools))}`,
      prompt?.knowledge_base?.length !== Object.keys(ids.knowledgeBase).length &&
        `the agent names ${prompt?.knowledge_base?.length ?? 0} knowledge base documents, not the ${Object.keys(ids.knowledgeBase).length} pushed`,
      attached?.length !== AGENT_TESTS.length && `${attached?.length ?? 0} tests attached, not ${AGENT_TESTS.length}`,
      !ids.postCallWebhook && 'no post-call webhook recorded',
      fake.agents.secrets.get(ids.toolKeySecret ?? '')?.value !== TWILIO.AGENT_TOOLS_KEY && 'the agent tools’ key is not stored as a workspace secret',
      ...SERVER_TOOLS.filter((name) => !JSON.stringify(fake.agents.tools.get(ids.tools[name] ?? '')).includes(`"secret_id":"${ids.toolKeySecret}"`)).map(
        (name) => `the server tool ${name} does not send the stored key`,
      ),
      ...phoneLineProblems(ids),
    ].filter(Boolean);
    return problems.length ? problems.join('; ') : undefined;
  });
  await check('plan right after the push shows no change', async () => expectIn((await run('plan')).output, 'No changes'));
  await check('test runs the attached tests on the stand-in and reports them passed', async () => {
    const tested = await run('test');
    return tested.code === 0 ? expectIn(tested.output, `Passed: ${AGENT_TESTS.length}`) : `test failed (exit ${tested.code}):\n${tested.output}`;
  });
  await check('a failing test is reported as a failure', async () => {
    const failing = JSON.parse(readFileSync(join(project, 'test_configs', `${AGENT_TESTS[2]!.name}.json`), 'utf8')) as { name: string };
    fake.agents.failing.add(failing.name);
    const tested = await run('test');
    fake.agents.failing.clear();
    return tested.code === 0 ? `test exited 0 although a test failed:\n${tested.output}` : expectIn(tested.output, 'Failed: 1');
  });
  await check('plan shows a change made to the live agent, and a second push undoes it', async () => {
    const agentId = readPushedIds(project).agent!;
    const stored = fake.agents.agents.get(agentId)!;
    fake.agents.agents.set(agentId, { ...stored, name: 'Edited in the dashboard' });
    const planned = await run('plan');
    const changed = expectIn(planned.output, `~ agent agent_configs/site-assistant.json`, '    name', 'Plan: 0 to create, 1 to change.');
    if (changed) return changed;
    const pushed = await run('push');
    if (pushed.code !== 0) return `the second push failed:\n${pushed.output.slice(-3000)}`;
    return expectIn((await run('plan')).output, 'No changes');
  });
  await check('plan shows a knowledge base document whose text was edited on the live side, and a push restores it', async () => {
    const documentId = readPushedIds(project).knowledgeBase[EDITED_DOCUMENT]!;
    const document = fake.agents.documents.get(documentId)!;
    const pushedText = document.text;
    // A dashboard edit: the text changes, the name (and its digest) does not.
    document.text = pushedText.replace(/\n/, '\nAll products are free this month.\n');
    const planned = await run('plan');
    const changed = expectIn(planned.output, `~ knowledge base document (${EDITED_DOCUMENT})`, '    text', 'Plan: 0 to create, 1 to change.');
    if (changed) return changed;
    const pushed = await run('push');
    if (pushed.code !== 0) return `the push failed:\n${pushed.output.slice(-3000)}`;
    if (fake.agents.documents.get(documentId)!.text !== pushedText) return 'the push did not put the repository’s text back';
    return expectIn((await run('plan')).output, 'No changes');
  });
  await check('plan shows a knowledge base document and the post-call webhook deleted on the live side, and a push makes them again', async () => {
    const before = readPushedIds(project);
    fake.agents.documents.delete(before.knowledgeBase[DELETED_DOCUMENT]!);
    fake.agents.webhooks.delete(before.postCallWebhook!);
    const planned = await run('plan');
    const shown = expectIn(planned.output, '+ knowledge base document Synthra pricing (uk)', '+ post-call webhook https://', 'Plan: 2 to create, 0 to change.');
    if (shown) return shown;
    const pushed = await run('push');
    if (pushed.code !== 0) return `the push failed:\n${pushed.output.slice(-3000)}`;
    const after = readPushedIds(project);
    const problems = [
      !fake.agents.documents.has(after.knowledgeBase[DELETED_DOCUMENT]!) && 'no Ukrainian pricing document on the stand-in',
      !fake.agents.webhooks.has(after.postCallWebhook!) && 'no post-call webhook on the stand-in',
      expectIn(pushed.output, 'Its signing secret is shown only now'),
    ].filter(Boolean);
    return problems.length ? problems.join('; ') : expectIn((await run('plan')).output, 'No changes');
  });
  await check('plan shows the line deleted or given to another agent on the live side, and a push imports and assigns it again', async () => {
    if (!LUMI_LINE) return undefined;
    const before = readPushedIds(project).phoneNumber!;
    fake.agents.phoneNumbers.delete(before);
    const planned = await run('plan');
    const shown = expectIn(planned.output, `+ phone number ${LUMI_LINE.number}`, 'Plan: 1 to create, 0 to change.');
    if (shown) return shown;
    const pushed = await run('push');
    if (pushed.code !== 0) return `the push failed:\n${pushed.output.slice(-3000)}`;
    const after = readPushedIds(project);
    const problems = phoneLineProblems(after).filter(Boolean);
    if (problems.length) return problems.join('; ');
    const printed = expectIn(pushed.output, `"site:setting:ELEVENLABS_PHONE_NUMBER_ID" in cdk.json is "${after.phoneNumber}"`);
    if (printed) return printed;
    fake.agents.phoneNumbers.get(after.phoneNumber!)!.agent_id = 'agent_someone_else';
    const reassigned = expectIn((await run('plan')).output, `~ phone number ${LUMI_LINE.number}`, '    assigned_agent');
    if (reassigned) return reassigned;
    if ((await run('push')).code !== 0) return 'the push that assigns the number back failed';
    return expectIn((await run('plan')).output, 'No changes');
  });
  await check('a push that must import the line refuses without the Twilio account, naming what it needs', async () => {
    if (!LUMI_LINE) return undefined;
    fake.agents.phoneNumbers.delete(readPushedIds(project).phoneNumber!);
    const pushed = await agentCommand(fake.url, ['push', '--project', project], { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '' });
    if (pushed.code === 0) return 'the push succeeded without the Twilio account';
    const named = expectIn(pushed.output, 'needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    if (named) return named;
    return (await run('push')).code === 0 ? undefined : 'the push with the account failed';
  });
  // Last: the project is the other site's from here on.
  await check(
    'a site moved to another origin: plan shows the webhook’s and the server tools’ addresses, push makes a webhook there and deletes the old one',
    async () => {
      const origin = 'https://www.example.com';
      const old = readPushedIds(project).postCallWebhook!;
      const planned = await runFor(origin, 'plan');
      const shown = expectIn(
        planned.output,
        ...SERVER_TOOLS.flatMap((name) => [`~ tool tool_configs/${name}.json`, '    api_schema.url']),
        '~ post-call webhook',
        '    webhook_url',
        `Plan: 0 to create, ${SERVER_TOOLS.length + 1} to change.`,
      );
      if (shown) return shown;
      const pushed = await runFor(origin, 'push');
      if (pushed.code !== 0) return `the push failed:\n${pushed.output.slice(-3000)}`;
      const now = readPushedIds(project).postCallWebhook!;
      const live = [...fake.agents.webhooks].map(([id, webhook]) => `${id} ${webhook.webhook_url}`);
      if (live.join() !== `${now} ${origin}/api/elevenlabs-webhook`)
        return `the stand-in's webhooks are ${JSON.stringify(live)}, not only ${now} at ${origin} (the old one was ${old})`;
      return expectIn((await runFor(origin, 'plan')).output, 'No changes');
    },
  );
} finally {
  await fake.stop();
  rmSync(project, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const reportPath = process.argv[2];
if (reportPath) writeFileSync(resolve(reportPath), JSON.stringify({ passed, failed: results.length - passed, results }, null, 2));
console.log(`\nagent rehearsal: ${passed} passed, ${results.length - passed} failed`);
process.exitCode = passed === results.length ? 0 : 1;
