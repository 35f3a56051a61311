import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AGENT_CONFIG_FILE } from './agent-definition';
import { CliError, requireApiKey, runCli } from './elevenlabs-cli';
import { describeBudget, knowledgeBudget } from './knowledge-base';
import { describePlan, plan } from './plan';
import { AGENT_DIR, generateProject, knowledgeDocumentsIn, readPushedIds, staleFiles, writeProject } from './project-files';
import { push } from './push';

/**
 * `npm run agent -- <command> [--project <dir>]`: the ElevenLabs agent as code.
 *
 *   generate  write the project files from the site's sources (after content changes; commit them)
 *   check     fail when the committed files are not what the sources generate; print the knowledge
 *             base's share of ElevenLabs' limit, and fail past its budget, naming the ways out
 *   plan      show what a push would change on ElevenLabs
 *   push      generate, then push the tool, knowledge base, tests, webhook and agent
 *   test      run the agent's conversation tests on ElevenLabs
 *
 * `--project` works on another copy of the project (the tests use one against a stand-in).
 */
const USAGE = 'Usage: npm run agent -- generate|check|plan|push|test [--project <dir>]';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { project: { type: 'string' } } });
  const [command, ...rest] = positionals;
  if (!command || rest.length) throw new CliError(USAGE);
  const dir = values.project ? resolve(values.project) : AGENT_DIR;
  switch (command) {
    case 'generate': {
      const files = await generateProject(readPushedIds(dir));
      const changed = staleFiles(dir, files);
      writeProject(dir, files);
      console.log(changed.length ? `Wrote ${changed.join(', ')}.` : 'The project files were up to date.');
      return 0;
    }
    case 'check': {
      const files = await generateProject(readPushedIds(dir));
      const budget = knowledgeBudget(knowledgeDocumentsIn(files));
      (budget.overBudget ? console.error : console.log)(describeBudget(budget));
      const stale = staleFiles(dir, files);
      if (stale.length)
        console.error(`These agent files are not what the site's sources generate: ${stale.join(', ')}.\nRun \`npm run agent -- generate\` and commit them.`);
      return stale.length || budget.overBudget ? 1 : 0;
    }
    case 'plan':
      requireApiKey();
      console.log(describePlan(await plan(dir)));
      return 0;
    case 'push':
      requireApiKey();
      await push(dir);
      return 0;
    case 'test': {
      requireApiKey();
      const agentId = readPushedIds(dir).agent;
      if (!agentId) throw new CliError(`${AGENT_CONFIG_FILE} has not been pushed yet: run \`npm run agent -- push\` first.`);
      const result = await runCli(dir, ['agents', 'test', agentId], { echo: true });
      return result.code;
    }
    default:
      throw new CliError(`Unknown command "${command}". ${USAGE}`);
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
}
