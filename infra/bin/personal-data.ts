import { SECRETS } from '@site/lambdas/settings';
import { secretName } from '../lib/parameters';
import { runOperatorCli } from '../ops/operator-cli';
import { parseCommand, runPersonalDataCommand, USAGE } from '../ops/personal-data-command';

/** `npm run personal-data -- find|erase|reindex ...` (infra/ops/personal-data-command.ts). */
await runOperatorCli(
  {
    usage: USAGE,
    parse: parseCommand,
    run: runPersonalDataCommand,
    // The personal-data key and the Telegram bot, read with the operator's credentials by their names.
    useCloud: (site) => {
      for (const id of ['personalData', 'telegram'] as const) process.env[SECRETS[id].arnEnv] = secretName(site.name, id);
    },
  },
  process.argv.slice(2),
);
