import { runOperatorCli } from '../ops/operator-cli';
import { parseCommand, runQuestionsCommand, USAGE } from '../ops/questions-command';

/** `npm run questions -- unanswered --since <when> [--aws]` (infra/ops/questions-command.ts). */
await runOperatorCli({ usage: USAGE, parse: (argv) => parseCommand(argv), run: runQuestionsCommand }, process.argv.slice(2));
