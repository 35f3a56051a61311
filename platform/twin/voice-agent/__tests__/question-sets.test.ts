import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRY_OF_LANGUAGE } from '@site/contracts';
import type { Language } from '@site/model';
import { AGENT_PROJECT_DIR } from '../definition';
import { Knowledge } from '../knowledge';
import { LocalAgent, type AgentTools } from '../local-agent';

/**
 * The buyers' questions of the agent's own test definitions (`agent/question_sets/<language>.json`,
 * which `npm run agent -- generate` writes from agent/src/question-sets.ts and which are the cloud
 * agent's conversation tests too), asked of the local agent `npm start` runs: each answer holds
 * what the pages say, names no other product's price, says no sentence twice, and calls the tools it
 * it should and no other.
 */
interface QuestionSet {
  readonly language: Language;
  readonly questions: readonly {
    readonly id: string;
    readonly page: string;
    readonly turns: readonly {
      readonly user: string;
      readonly says: readonly string[];
      readonly saysNone?: readonly string[];
      readonly tools?: readonly { readonly name: string; readonly parameters: Readonly<Record<string, string>> }[];
    }[];
  }[];
}

const DIR = join(AGENT_PROJECT_DIR, 'question_sets');
const SETS = readdirSync(DIR).map((file) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as QuestionSet);
const KNOWLEDGE = Knowledge.read();
const asWords = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

describe.each(SETS.map((set) => [set.language, set] as const))('the question set in %s, asked of the local agent', (language, set) => {
  it.each(set.questions.map((question) => [question.id, question] as const))('%s', async (_id, question) => {
    const agent = new LocalAgent({ language, knowledge: KNOWLEDGE, page: question.page, phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[language] });
    for (const turn of question.turns) {
      const called: string[] = [];
      const tools: AgentTools = {
        contactTool: 'save_contact',
        openPageTool: 'open_page',
        call: async (name) => {
          called.push(name);
          return { isError: false, result: 'ok' };
        },
      };
      // Read as words: the pages bind "sp. z o.o." and figures with no-break spaces.
      const answer = asWords((await agent.reply(turn.user, tools)).text);
      for (const fact of turn.says) expect(answer, turn.user).toContain(asWords(fact));
      for (const fact of turn.saysNone ?? []) expect(answer, turn.user).not.toContain(asWords(fact));
      // The local agent prices with the estimate tool's own function, in process: it calls no client tool for it.
      const clientTools = (turn.tools ?? []).filter((tool) => tool.name !== 'estimate_price').map((tool) => tool.name);
      if (turn.tools) expect(called, turn.user).toEqual(clientTools);
      // No sentence said twice (a two-part question whose answers share one).
      const sentences = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(answer)].map(({ segment }) => segment.trim());
      expect(
        sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at),
        turn.user,
      ).toEqual([]);
      // No raw path in an answer: a page is offered by its title.
      expect(answer, turn.user).not.toMatch(/(?:^|\s)\/(?:ru\/|ua\/|pl\/)?(?:products|cases|pricing|legal|trust)\b/u);
    }
  });
});
