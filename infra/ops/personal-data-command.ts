import { emailProblem, phoneNumber } from '@site/contracts';
import {
  NO_ELEVENLABS_KEY,
  eraseRecords,
  findRecords,
  maskEmail,
  maskPersonalData,
  maskPhone,
  normalizeIdentity,
  oneLine,
  PERSONAL_DATA_STORES,
  reindexMissing,
  STORE_IDS,
  storeOf,
  telegramMessageIdsOf,
  unansweredSendsOf,
  type FoundRecord,
  type Identity,
} from '@site/lambdas/ops';
import { optionsOf, UsageError, type CommandResult } from './operator-cli';

/**
 * `npm run personal-data -- find|erase --phone <phone> | --email <address> [--dry-run] [--aws]`,
 * and `reindex [--aws]`: a person's records, found through the personal-data index (no table is
 * scanned), shown to the operator who answers their request, and erased with the Telegram messages
 * about them. `reindex` is the repair: it indexes the records stored without their entries.
 */
export const USAGE = `npm run personal-data -- find|erase --phone <phone> | --email <address> [--dry-run] [--aws]
npm run personal-data -- reindex [--aws]

  find      every lead, voice contact and other record of the person, with the personal data they hold
  erase     erase them, the index entries that find them, and the Telegram messages about them
  reindex   index the records stored without index entries (before the index existed, or when its
            key could not be read); this one scans the tables
  --phone   the person's phone, as they give it (+48 600 100 200)
  --email   the person's e-mail address
  --dry-run with erase: say what would be erased, change nothing
  --aws     the deployed site (cdk.json's site:name and site:region, your AWS credentials) instead of
            the twin's data in DATA_DIR (default .data)`;

export type PersonalDataCommand =
  | { readonly action: 'find' | 'erase'; readonly identity: Identity; readonly dryRun: boolean; readonly aws: boolean }
  | { readonly action: 'reindex'; readonly aws: boolean };

function identityFrom(option: '--phone' | '--email', value: string): Identity {
  if (option === '--email') {
    // The forms' own rule (a domain in any script, a fullwidth at sign); letters beyond ASCII before the @ are an address a lead may hold.
    if (emailProblem(value) === 'invalid_email') throw new UsageError(`--email takes an e-mail address, not "${value}".`);
    return { kind: 'email', value };
  }
  const parsed = phoneNumber.safeParse(value);
  if (!parsed.success) throw new UsageError(`--phone takes a phone number with its country code (+48 600 100 200), not "${value}".`);
  return { kind: 'phone', value: parsed.data };
}

export function parseCommand(argv: readonly string[]): PersonalDataCommand {
  const [action, ...rest] = argv;
  if (action !== 'find' && action !== 'erase' && action !== 'reindex') {
    throw new UsageError(action ? `Unknown command "${action}".` : 'Say what to do: find, erase or reindex.');
  }
  const options = optionsOf(rest, {
    phone: { type: 'string', multiple: true, default: [] },
    email: { type: 'string', multiple: true, default: [] },
    'dry-run': { type: 'boolean', default: false },
    aws: { type: 'boolean', default: false },
  });
  const given = [
    ...options.phone.map((value) => ({ option: '--phone' as const, value })),
    ...options.email.map((value) => ({ option: '--email' as const, value })),
  ];
  if (given.length > 1) throw new UsageError('Give one person: --phone or --email, once.');
  const identity: Identity | undefined = given[0] && identityFrom(given[0].option, given[0].value);
  const { aws } = options;
  const dryRun = options['dry-run'];
  if (action === 'reindex') {
    if (identity || dryRun) throw new UsageError('reindex takes no person and no --dry-run.');
    return { action, aws };
  }
  if (!identity) throw new UsageError(`${action} needs the person: --phone <phone> or --email <address>.`);
  if (dryRun && action !== 'erase') throw new UsageError('--dry-run goes with erase.');
  return { action, identity, dryRun, aws };
}

function personOf(given: Identity): string {
  const identity = normalizeIdentity(given);
  return identity.kind === 'phone' ? `phone ${maskPhone(identity.value)}` : `e-mail ${maskEmail(identity.value)}`;
}

/** A record by its store and key, a phone in the key masked: what the erase output and a log may show. */
function refOf(record: FoundRecord): string {
  return `${storeOf(record).label} ${maskPersonalData(Object.values(record.key).join('/'))}`;
}

/** A record in full, for the operator who answers the person's request for their data. */
function describe(record: FoundRecord): string[] {
  const inline: string[] = [];
  const blocks: string[] = [];
  for (const [name, value] of Object.entries(storeOf(record).personalData(record.item))) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      // A conversation's transcript: one line a turn, with what the agent passed to its tools.
      if (value.length) blocks.push(`    ${name}:`, ...value.map((turn) => `      ${describeTurn(turn)}`));
    } else if (typeof value === 'object') {
      // The data collection: each field ElevenLabs extracted.
      const fields = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined && field !== null && field !== '');
      if (fields.length) inline.push(`${name} {${fields.map(([field, fieldValue]) => `${field} "${oneLine(String(fieldValue))}"`).join(', ')}}`);
    } else {
      inline.push(`${name} "${oneLine(String(value))}"`);
    }
  }
  const messages = telegramMessageIdsOf(record);
  const emailedAt = typeof record.item.emailedAt === 'string' ? record.item.emailedAt : undefined;
  // Leads and contacts carry when they were stored; a conversation's record, when the call started.
  const stored = [record.item.createdAt, record.item.startedAt, record.item.recordedAt].find((when) => typeof when === 'string') ?? 'at an unknown time';
  return [
    `  ${storeOf(record).label} ${Object.values(record.key).join('/')}, stored ${String(stored)}: ${inline.join(', ')}`,
    ...blocks,
    ...(messages.length ? [`    ${messages.length} Telegram message(s) about it in the managers' chat (ids ${messages.join(', ')})`] : []),
    ...(emailedAt ? [`    e-mailed to the operators in the digest of ${emailedAt}`] : []),
  ];
}

/** One turn of a transcript as kept (`role`, `message`, `timeInCallSecs`, `toolCalls`), on one line. */
function describeTurn(turn: unknown): string {
  const { role, message, timeInCallSecs, toolCalls } = (turn ?? {}) as { role?: unknown; message?: unknown; timeInCallSecs?: unknown; toolCalls?: unknown };
  const at = typeof timeInCallSecs === 'number' ? `[${timeInCallSecs}s] ` : '';
  const calls = Array.isArray(toolCalls)
    ? toolCalls.map((call: { name?: unknown; parameters?: unknown }) => ` (${String(call.name)} ${oneLine(String(call.parameters ?? ''))})`).join('')
    : '';
  return `${at}${String(role ?? '?')}: ${typeof message === 'string' ? `"${oneLine(message)}"` : '—'}${calls}`;
}

/** What an erasure leaves behind, for the operator's answer to the person. */
const LEFT_ALONE = [
  'Not erased by this command: the tables’ point-in-time recovery backups (they roll off within 35 days),',
  'e-mail digests in the operators’ mailbox (named above: delete them there), and the functions’ logs',
  '(names, phones and e-mails masked; kept 30 days).',
];

export async function runPersonalDataCommand(command: PersonalDataCommand, where: string): Promise<CommandResult> {
  if (command.action === 'reindex') {
    const indexed = await reindexMissing();
    const total = Object.values(indexed).reduce((sum, n) => sum + n, 0);
    const perStore = STORE_IDS.map((store) => `${PERSONAL_DATA_STORES[store].label}s: ${indexed[store]}`).join(', ');
    return { lines: [`Indexed ${total} record(s) that had no index entries in ${where} (${perStore}).`], exitCode: 0 };
  }

  const person = personOf(command.identity);
  const findings = await findRecords(command.identity);
  const { records } = findings;
  if (command.action === 'find') {
    const lines = [`${records.length} record(s) of the person with ${person} in ${where}.`, ...records.flatMap(describe)];
    if (records.length) lines.push('This is personal data: give it to the person who asked, and keep it nowhere else.');
    return { lines, exitCode: 0 };
  }

  if (command.dryRun) {
    const messages = records.reduce((sum, record) => sum + telegramMessageIdsOf(record).length, 0);
    const unknown = records.reduce((sum, record) => sum + unansweredSendsOf(record).length, 0);
    return {
      lines: [
        `Dry run: would erase ${records.length} record(s) of the person with ${person} in ${where}, and delete ${messages} Telegram message(s) about them; nothing changed.`,
        ...(unknown ? [`  ${unknown} more message(s) may be in the managers' chat with ids nobody knows: they would have to be deleted by hand`] : []),
        ...records.map((record) => `  would erase: ${refOf(record)}`),
      ],
      exitCode: 0,
    };
  }

  const erased = await eraseRecords(findings);
  const lines = [`Erased ${erased.length} record(s) of the person with ${person} in ${where}.`];
  let kept = 0;
  for (const record of erased) {
    lines.push(`  erased: ${refOf(record)}`);
    for (const message of record.messages) {
      if (message.keptBecause === undefined) lines.push(`    Telegram message ${message.messageId} deleted`);
      else {
        kept += 1;
        lines.push(`    Telegram message ${message.messageId} NOT deleted (${message.keptBecause}): delete it in the managers' chat by hand`);
      }
    }
    for (const at of record.unknownMessages) {
      kept += 1;
      lines.push(
        `    a Telegram message about it may have been sent at ${at} (Telegram did not answer in time, so its id is unknown): find it in the managers' chat by that time and delete it by hand`,
      );
    }
    if (typeof record.item.emailedAt === 'string')
      lines.push(`    was in the operators' e-mail digest of ${record.item.emailedAt}: delete that e-mail by hand`);
    const conversation = record.elevenLabsConversation;
    if (conversation?.keptBecause === undefined && conversation) lines.push(`    ElevenLabs' copy of conversation ${conversation.conversationId} deleted`);
    else if (conversation && !command.aws && conversation.keptBecause === NO_ELEVENLABS_KEY) {
      // On the twin without a key, the agent was npm start's simulated one: its calls live in that process's memory only.
      lines.push(`    conversation ${conversation.conversationId} was held by the simulated agent of npm start, which keeps no copy beyond its process`);
    } else if (conversation) {
      kept += 1;
      lines.push(
        `    ElevenLabs' copy of conversation ${conversation.conversationId} NOT deleted (${conversation.keptBecause}): delete it in ElevenLabs (Agents → Call history), or DELETE /v1/convai/conversations/${conversation.conversationId} with the site's key`,
      );
    }
  }
  const left = (await findRecords(command.identity)).records.length;
  if (left) lines.push(`✗ ${left} record(s) of the person are still there: run erase again.`);
  else lines.push('Checked: no record of the person is left in the tables.');
  if (kept) lines.push(`✗ ${kept} copy(ies) named above could not be deleted from here: delete them by hand, then the person's data is gone.`);
  lines.push(...LEFT_ALONE);
  return { lines, exitCode: left || kept ? 1 : 0 };
}
