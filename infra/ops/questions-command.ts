import { unansweredQuestionsSince, type UnansweredQuestion } from '@site/lambdas/ops';
import { parseWhen } from './notifications-command';
import { optionsOf, UsageError, type CommandResult } from './operator-cli';

/**
 * `npm run questions -- unanswered --since <when> [--aws]`: the questions the agents could not
 * answer, kept on the calls' records without personal data, grouped by similar wording, the most
 * asked first: the vendor's list of content to write (issue 70).
 */
export const USAGE = `npm run questions -- unanswered --since <when> [--aws]

  unanswered  the questions the assistant could not answer since <when>, grouped by similar wording,
              the most asked first, each group with its languages and pages
  --since     an ISO date or time (2026-11-22, 2026-11-22T09:00Z) or a time back from now (30m, 2h, 3d)
  --aws       the deployed site (cdk.json's site:name and site:region, your AWS credentials) instead of
              the twin's data in DATA_DIR (default .data)`;

export interface QuestionsCommand {
  readonly action: 'unanswered';
  /** Epoch ms: only questions of calls started since then. */
  readonly since: number;
  readonly aws: boolean;
}

export function parseCommand(argv: readonly string[], now = Date.now()): QuestionsCommand {
  const [action, ...rest] = argv;
  if (action !== 'unanswered') throw new UsageError(action ? `Unknown command "${action}".` : 'Say what to list: unanswered.');
  const options = optionsOf(rest, { since: { type: 'string' }, aws: { type: 'boolean', default: false } });
  if (options.since === undefined) throw new UsageError('Say since when: --since 2026-11-22 or --since 1d.');
  return { action, since: parseWhen(options.since, now), aws: options.aws };
}

/** Words this short (articles, prepositions, "is", "to") say nothing of what was asked. */
const MIN_WORD = 3;
/** The first letters of a word, which its inflections share ("звонка", "звонок" → "звон"; "Gonga", "Gong" → "gong"). */
const STEM = 4;
/** Two questions are the same gap when this share of their words' stems is shared (Jaccard). */
const SAME_GAP = 0.5;

/** A question's stems: lower case, letters and digits only, short words left out. */
export function stemsOf(question: string): Set<string> {
  const words = question.toLocaleLowerCase().split(/[^\p{L}\p{Nd}]+/u);
  return new Set(words.filter((word) => word.length >= MIN_WORD).map((word) => word.slice(0, STEM)));
}

function similarity(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((stem) => b.has(stem)).length;
  return shared / Math.max(1, a.size + b.size - shared);
}

export interface QuestionGroup {
  readonly questions: readonly UnansweredQuestion[];
}

/** Each question joins the first group whose first question it is like, else starts one; the most asked group first. */
export function groupBySimilarWording(questions: readonly UnansweredQuestion[]): QuestionGroup[] {
  const groups: { stems: Set<string>; questions: UnansweredQuestion[] }[] = [];
  for (const question of questions) {
    const stems = stemsOf(question.question);
    const group = groups.find((candidate) => similarity(candidate.stems, stems) >= SAME_GAP);
    if (group) group.questions.push(question);
    else groups.push({ stems, questions: [question] });
  }
  return groups.sort((a, b) => b.questions.length - a.questions.length).map(({ questions: grouped }) => ({ questions: grouped }));
}

const distinct = (values: readonly string[]) => [...new Set(values)].sort().join(', ');

export async function runQuestionsCommand(command: QuestionsCommand, where: string): Promise<CommandResult> {
  const questions = await unansweredQuestionsSince(command.since);
  const groups = groupBySimilarWording(questions);
  const lines = [`${questions.length} unanswered question(s) in ${groups.length} group(s) in ${where} since ${new Date(command.since).toISOString()}.`];
  for (const group of groups) {
    const [first] = group.questions;
    lines.push(
      `${group.questions.length}× "${first!.question}" (${distinct(group.questions.map((question) => question.language))}; ${distinct(group.questions.map((question) => question.page || 'no page'))})`,
    );
    const others = new Set(group.questions.map((question) => question.question));
    others.delete(first!.question);
    for (const other of others) lines.push(`    also: "${other}"`);
  }
  return { lines, exitCode: 0 };
}
