import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LUMI_LINE, type Language, type LumiLine } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';
import { siteOrigin } from '../../scripts/lib/site-origin';
import {
  AGENT_CONFIG_FILE,
  agentConfig,
  AGENT_TOOLS,
  postCallWebhookUrl,
  TEXT_AGENT_CONFIG_FILE,
  textAgentConfig,
  toolConfigFile,
  type PushedIds,
} from './agent-definition';
import { AGENT_TESTS } from './agent-tests';
import { agentDocuments } from './knowledge-base';
import { QUESTION_SETS } from './question-sets';
import { loadSiteSources } from './site-sources';

/**
 * The official CLI's project (`agents.json`, `tools.json`, `tests.json` and the configs they
 * point at), plus the two registries the CLI has no workflow for (`knowledge_base.json` and
 * `webhooks.json`, with the documents in `knowledge_base/`), generated from the site's sources.
 * The registries carry the ids a push got from ElevenLabs, so a regeneration keeps them.
 */
export const AGENT_DIR = resolve(REPO_ROOT, 'agent');

/**
 * Each product's document in every language, which the `product_facts` tool answers from: the
 * agent-tools function bundles this file, and the twin's local agent reads it beside the knowledge base.
 */
export const PRODUCT_FACTS_FILE = 'product_facts.json';

/** The files of a project, by path relative to its folder. */
export type ProjectFiles = ReadonlyMap<string, string>;

export const REGISTRY_FILES = [
  'agents.json',
  'tools.json',
  'tests.json',
  'knowledge_base.json',
  'webhooks.json',
  'phone_numbers.json',
  'secrets.json',
] as const;

/** The workspace secret of ElevenLabs that holds the key the agent's server tools send to the site (the backend's `agentTools` secret). */
export const TOOL_KEY_SECRET_NAME = 'Synthra agent tools key';

/**
 * The agent's phone line (`LUMI_LINE` of packages/model) as the project holds it: the number, its
 * label and provider, and the hours it answers, which the site shows; none when no line is configured.
 */
export interface PhoneNumberEntry {
  readonly phone_number: string;
  readonly label: string;
  readonly provider: LumiLine['provider'];
  readonly hours: LumiLine['hours'];
  readonly id?: string;
}

/** The CLI writes its registries as JSON indented by four spaces, without a final newline; so do we, so a push changes only ids. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 4);
}

interface Registry<Key extends string> {
  readonly [key: string]: readonly ({ readonly id?: string } & Record<Key, string>)[];
}

function readRegistry<Key extends string>(dir: string, file: string, list: string, key: Key): Map<string, string> {
  const path = join(dir, file);
  if (!existsSync(path)) return new Map();
  const registry = JSON.parse(readFileSync(path, 'utf8')) as Registry<Key>;
  return new Map((registry[list] ?? []).flatMap((entry) => (entry.id ? [[entry[key], entry.id] as const] : [])));
}

/** The ids a push recorded in a project's registries. */
export function readPushedIds(dir: string): PushedIds {
  const tests = readRegistry(dir, 'tests.json', 'tests', 'config');
  const tools = readRegistry(dir, 'tools.json', 'tools', 'config');
  const knowledgeBase = readRegistry(dir, 'knowledge_base.json', 'documents', 'file');
  const agents = readRegistry(dir, 'agents.json', 'agents', 'config');
  return {
    agent: agents.get(AGENT_CONFIG_FILE),
    textAgent: agents.get(TEXT_AGENT_CONFIG_FILE),
    tools: Object.fromEntries(AGENT_TOOLS.flatMap(({ name }) => (tools.has(toolConfigFile(name)) ? [[name, tools.get(toolConfigFile(name))!]] : []))),
    tests: Object.fromEntries(AGENT_TESTS.flatMap((test) => (tests.has(testFile(test.name)) ? [[test.name, tests.get(testFile(test.name))!]] : []))),
    knowledgeBase: Object.fromEntries(knowledgeBase),
    postCallWebhook: readRegistry(dir, 'webhooks.json', 'webhooks', 'name').get(POST_CALL_WEBHOOK_NAME),
    phoneNumber: LUMI_LINE && readRegistry(dir, 'phone_numbers.json', 'phone_numbers', 'phone_number').get(LUMI_LINE.number),
    toolKeySecret: readRegistry(dir, 'secrets.json', 'secrets', 'name').get(TOOL_KEY_SECRET_NAME),
  };
}

export const POST_CALL_WEBHOOK_NAME = 'Synthra post-call';
const testFile = (name: string) => `test_configs/${name}.json`;
const withId = <T extends object>(entry: T, id: string | undefined) => (id ? { ...entry, id } : entry);

/** Every file of the project, generated from the site's sources with the ids already pushed. */
export async function generateProject(ids: PushedIds): Promise<ProjectFiles> {
  const origin = siteOrigin();
  const [english, { knowledgeBase: documents, productFacts }] = await Promise.all([loadSiteSources('en'), agentDocuments()]);
  const files = new Map<string, string>();
  files.set(
    'agents.json',
    formatJson({ agents: [withId({ config: AGENT_CONFIG_FILE }, ids.agent), withId({ config: TEXT_AGENT_CONFIG_FILE }, ids.textAgent)] }),
  );
  files.set('tools.json', formatJson({ tools: AGENT_TOOLS.map(({ name, type }) => withId({ type, config: toolConfigFile(name) }, ids.tools[name])) }));
  files.set('secrets.json', formatJson({ secrets: [withId({ name: TOOL_KEY_SECRET_NAME }, ids.toolKeySecret)] }));
  files.set('tests.json', formatJson({ tests: AGENT_TESTS.map((test) => withId({ config: testFile(test.name), type: test.type }, ids.tests[test.name])) }));
  files.set(
    'knowledge_base.json',
    formatJson({
      documents: documents.map((document) =>
        withId(
          {
            language: document.language,
            topic: document.topic,
            name: document.name,
            file: document.file,
          },
          ids.knowledgeBase[document.file],
        ),
      ),
    }),
  );
  files.set(PRODUCT_FACTS_FILE, formatJson({ documents: productFacts }));
  files.set('webhooks.json', formatJson({ webhooks: [withId({ name: POST_CALL_WEBHOOK_NAME, url: postCallWebhookUrl(origin) }, ids.postCallWebhook)] }));
  const line: PhoneNumberEntry[] = LUMI_LINE
    ? [withId({ phone_number: LUMI_LINE.number, label: LUMI_LINE.label, provider: LUMI_LINE.provider, hours: LUMI_LINE.hours }, ids.phoneNumber)]
    : [];
  files.set('phone_numbers.json', formatJson({ phone_numbers: line }));
  const voiceAgent = agentConfig({ english, documents, ids, testNames: AGENT_TESTS.map((test) => test.name) });
  files.set(AGENT_CONFIG_FILE, formatJson(voiceAgent));
  files.set(TEXT_AGENT_CONFIG_FILE, formatJson(textAgentConfig(voiceAgent)));
  for (const tool of AGENT_TOOLS)
    files.set(toolConfigFile(tool.name), formatJson(tool.config({ siteOrigin: origin, ...(ids.toolKeySecret && { toolKeySecret: ids.toolKeySecret }) })));
  for (const test of AGENT_TESTS) files.set(testFile(test.name), formatJson(test.config(ids.tools)));
  for (const document of documents) files.set(document.file, document.text);
  // The buyers' questions the twin's local agent answers in its tests, as the cloud's tests above ask them.
  for (const set of QUESTION_SETS) files.set(`question_sets/${set.language}.json`, formatJson(set));
  return files;
}

/** The knowledge base documents a project's files hold, as its registry lists them, with their text. */
export function knowledgeDocumentsIn(files: ProjectFiles): { language: Language; file: string; text: string }[] {
  const { documents } = JSON.parse(files.get('knowledge_base.json')!) as { documents: { language: Language; file: string }[] };
  return documents.map((document) => ({ language: document.language, file: document.file, text: files.get(document.file) ?? '' }));
}

export function writeProject(dir: string, files: ProjectFiles): void {
  for (const [path, content] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** The files of `dir` that differ from `files` (missing ones included). */
export function staleFiles(dir: string, files: ProjectFiles): string[] {
  return [...files].filter(([path, content]) => !existsSync(join(dir, path)) || readFileSync(join(dir, path), 'utf8') !== content).map(([path]) => path);
}

/** Records an id ElevenLabs gave, in the registry entry `matches` picks (the CLI does the same for its own registries). */
export function recordId(
  dir: string,
  file: (typeof REGISTRY_FILES)[number],
  list: string,
  matches: (entry: Record<string, unknown>) => boolean,
  id: string,
): void {
  const path = join(dir, file);
  const registry = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>[]>;
  const entry = registry[list]?.find(matches);
  if (!entry) throw new Error(`${file} has no entry to record the id ${id} in`);
  entry.id = id;
  writeFileSync(path, formatJson(registry));
}
