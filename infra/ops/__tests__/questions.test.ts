import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { UnansweredQuestion } from '@site/lambdas/ops';
import { groupBySimilarWording, parseCommand } from '../questions-command';
import { deployedTables, operatorCommand } from './support/operator-commands';

const asked = (question: string, language = 'en', page = '/'): UnansweredQuestion => ({ question, language, page, askedAt: '2026-11-27T10:00:00.000Z' });

describe('npm run questions', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('takes unanswered with --since, and says what it lacks', () => {
    expect(parseCommand(['unanswered', '--since', '2026-11-27', '--aws'], now)).toEqual({ action: 'unanswered', since: Date.parse('2026-11-27'), aws: true });
    expect(parseCommand(['unanswered', '--since', '1d'], now)).toEqual({ action: 'unanswered', since: now - 86_400_000, aws: false });
    expect(() => parseCommand(['unanswered'], now)).toThrow(/Say since when/);
    expect(() => parseCommand(['answered', '--since', '1d'], now)).toThrow(/Unknown command "answered"/);
    expect(() => parseCommand(['unanswered', '--since'], now)).toThrow(/--since needs a value/);
  });

  it('groups questions by similar wording, whatever their case, punctuation and endings, the most asked first', () => {
    const groups = groupBySimilarWording([
      asked('How do you compare with Gong?'),
      asked('How fast does a manager call back?', 'en', '/contacts'),
      asked('how do you compare to Gong'),
      asked('Как быстро перезвонит менеджер?', 'ru', '/ru'),
      asked('Как быстро перезвонят менеджеры', 'ru', '/ru/contacts'),
      asked('Compare with Gong.io please, how do you compare'),
    ]);
    expect(groups.map((group) => group.questions.map((question) => question.question))).toEqual([
      ['How do you compare with Gong?', 'how do you compare to Gong', 'Compare with Gong.io please, how do you compare'],
      ['Как быстро перезвонит менеджер?', 'Как быстро перезвонят менеджеры'],
      ['How fast does a manager call back?'],
    ]);
  });

  it('lists the deployed site’s unanswered questions since a date, grouped, with their languages and pages and no call’s other data', async () => {
    const { names, documents, env, close } = await deployedTables();
    const call = (conversationId: string, startedAt: string, language: string, pagePath: string, unansweredQuestions: string[]) =>
      documents.send(
        new PutCommand({
          TableName: names['voice-calls'],
          Item: {
            conversationId,
            source: 'webhook',
            startedAt,
            language,
            pagePath,
            unansweredQuestions,
            summary: 'Олена хоче демо',
            contactsConfirmed: ['+380501234567'],
          },
        }),
      );
    try {
      await call('conv_old', '2026-11-20T09:00:00.000Z', 'en', '/', ['What about SOC 2?']);
      await call('conv_a', '2026-11-27T09:00:00.000Z', 'pl', '/pl/products/ai-seller', ['Ile kosztuje integracja z Allegro?']);
      await call('conv_b', '2026-11-27T15:00:00.000Z', 'uk', '/ua', ['Чим ви кращі за Gong?', 'Ile kosztuje integracja z Allegro']);
      const listed = await operatorCommand('questions', ['unanswered', '--since', '2026-11-27', '--aws'], env);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain('3 unanswered question(s) in 2 group(s) in the deployed site "site" (eu-central-1) since 2026-11-27T00:00:00.000Z.');
      expect(listed.out).toContain('2× "Ile kosztuje integracja z Allegro?" (pl, uk; /pl/products/ai-seller, /ua)');
      expect(listed.out).toContain('    also: "Ile kosztuje integracja z Allegro"');
      expect(listed.out).toContain('1× "Чим ви кращі за Gong?" (uk; /ua)');
      expect(listed.out).not.toContain('SOC 2');
      expect(listed.out).not.toMatch(/Олена|380/);
    } finally {
      await close();
    }
  }, 60_000);
});
