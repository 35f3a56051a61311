import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamodb';
import { countUnansweredQuestion } from '../powertools';
import type { StoredVoiceCall } from '../records/voice-call';

/**
 * The questions an agent could not answer (`records/unanswered-questions.ts`, kept on the call's
 * record): counted by language and page, and listed for the vendor (`npm run questions -- unanswered`)
 * as the content to write (issue 70).
 */

/** The page as a metric's dimension: a path of the site, or `other` for anything a client made up. */
export function pageDimension(pagePath: string | undefined): string {
  const path = (pagePath ?? '').split(/[?#]/u)[0]!;
  return /^\/[a-z0-9/-]{0,79}$/u.test(path) ? path : 'other';
}

/** Counts a newly kept call's questions (`UnansweredQuestions`, dimensions `language` and `page`). */
export function countUnanswered(call: Pick<StoredVoiceCall, 'unansweredQuestions' | 'language' | 'pagePath'>): void {
  const questions = call.unansweredQuestions?.length ?? 0;
  if (questions) countUnansweredQuestion(call.language ?? 'unknown', pageDimension(call.pagePath), questions);
}

/** One question for the vendor's list: its words, the language and page of the call, and when it was asked. */
export interface UnansweredQuestion {
  readonly question: string;
  readonly language: string;
  readonly page: string;
  readonly askedAt: string;
}

/** Every kept call's unanswered question since `since` (epoch ms), oldest first: one scan of the voice calls' table. */
export async function unansweredQuestionsSince(since: number): Promise<UnansweredQuestion[]> {
  const found: UnansweredQuestion[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName('voiceCalls'),
        FilterExpression: 'attribute_exists(#questions) AND #startedAt >= :since',
        ProjectionExpression: '#questions, #language, #page, #startedAt',
        ExpressionAttributeNames: { '#questions': 'unansweredQuestions', '#language': 'language', '#page': 'pagePath', '#startedAt': 'startedAt' },
        ExpressionAttributeValues: { ':since': new Date(since).toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      for (const question of (item.unansweredQuestions as string[] | undefined) ?? [])
        found.push({ question, language: String(item.language ?? 'unknown'), page: String(item.pagePath ?? ''), askedAt: String(item.startedAt) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found.sort((a, b) => a.askedAt.localeCompare(b.askedAt));
}
