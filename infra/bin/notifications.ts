import { resolve } from 'node:path';
import { deployedSite } from '../lib/cdk-context';
import { REPO_ROOT } from '../../repo-layout';
import { openCloudTables, openTwinTables } from '../ops/notification-tables';
import { parseCommand, runNotificationCommand, USAGE, UsageError } from '../ops/notifications-command';

/** `npm run notifications -- list|replay ...` (infra/ops/notifications-command.ts). */
try {
  const command = parseCommand(process.argv.slice(2));
  const tables = command.aws ? await openCloudTables(deployedSite()) : await openTwinTables(resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'));
  try {
    const result = await runNotificationCommand(command, tables.where);
    console.log(result.lines.join('\n'));
    process.exitCode = result.exitCode;
  } finally {
    await tables.close();
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
