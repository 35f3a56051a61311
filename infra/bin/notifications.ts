import { runOperatorCli } from '../ops/operator-cli';
import { parseCommand, runNotificationCommand, USAGE } from '../ops/notifications-command';

/** `npm run notifications -- list|replay ...` (infra/ops/notifications-command.ts). */
await runOperatorCli({ usage: USAGE, parse: (argv) => parseCommand(argv), run: runNotificationCommand }, process.argv.slice(2));
