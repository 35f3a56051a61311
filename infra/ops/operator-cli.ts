import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { deployedSite } from '../lib/cdk-context';
import { REPO_ROOT } from '../../repo-layout';
import { openCloudTables, openTwinTables } from './notification-tables';

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * The options after a command's action, read by node:util's `parseArgs` (strict, no positional
 * arguments); its errors become UsageErrors that name the option as an operator typed it.
 */
export function optionsOf<const Options extends NonNullable<ParseArgsConfig['options']>>(args: readonly string[], options: Options) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const named = /'([^' ]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Unknown option "${named}".`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`Unexpected argument "${named}": every value follows its option.`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(message.includes('does not take an argument') ? `${named} takes no value.` : `${named} needs a value.`);
    throw error;
  }
}

export interface CommandResult {
  readonly lines: readonly string[];
  /** 1 tells a script that something needs a look (the output says what). */
  readonly exitCode: 0 | 1;
}

export interface OperatorCli<Command extends { readonly aws: boolean }> {
  readonly usage: string;
  parse(argv: readonly string[]): Command;
  run(command: Command, where: string): Promise<CommandResult>;
  /** What else of the deployed site the command reads with `--aws`, besides its tables (say, its secrets' names). */
  useCloud?(site: ReturnType<typeof deployedSite>): void;
}

/**
 * Runs an operator command (`npm run notifications`, `npm run personal-data`) in this process: on
 * the twin's data in DATA_DIR, or with `--aws` on the deployed site; prints its lines and sets the
 * exit code (2 for a usage error, 1 for a failure, said in one line).
 */
export async function runOperatorCli<Command extends { readonly aws: boolean }>(cli: OperatorCli<Command>, argv: readonly string[]): Promise<void> {
  try {
    const command = cli.parse(argv);
    let tables;
    if (command.aws) {
      const site = deployedSite();
      tables = await openCloudTables(site);
      cli.useCloud?.(site);
    } else {
      tables = await openTwinTables(resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'));
    }
    try {
      const result = await cli.run(command, tables.where);
      console.log(result.lines.join('\n'));
      process.exitCode = result.exitCode;
    } finally {
      await tables.close();
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${cli.usage}`);
      process.exitCode = 2;
    } else {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
