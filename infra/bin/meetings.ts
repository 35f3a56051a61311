import { SECRETS } from '@site/lambdas/settings';
import { secretName } from '../lib/parameters';
import { runOperatorCli } from '../ops/operator-cli';
import { parseCommand, runMeetingsCommand, USAGE } from '../ops/meetings-command';

/** `npm run meetings -- cancel ...` (infra/ops/meetings-command.ts). */
await runOperatorCli(
  {
    usage: USAGE,
    parse: (argv) => parseCommand(argv),
    run: runMeetingsCommand,
    // The managers' chat, read with the operator's credentials by its name.
    useCloud: (site) => {
      process.env[SECRETS.telegram.arnEnv] = secretName(site.name, 'telegram');
    },
  },
  process.argv.slice(2),
);
