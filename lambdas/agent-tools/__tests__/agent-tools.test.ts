import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TOOL_KEY_HEADER, API_PATHS, productSectionHeading } from '@site/contracts';
import { estimateMonthly, exampleInput, formatCount, formatEstimate, formatFromPrice, LANGUAGES, PRODUCT_NAMES, type Language } from '@site/model';
import { handler } from '../index';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';

/**
 * The agent's estimate tool as ElevenLabs calls it: only with the agent's tool key, the volume in
 * the visitor's words, the estimate the model computes and the sentence the agent says.
 */
const KEY = 'the-agent-tools-key-of-this-test';
const output = captureOutput();
const ask = (body: unknown, key: string | null = KEY) =>
  callApi<Record<string, any>>(handler, API_PATHS.estimateTool, {
    body,
    headers: { 'Content-Type': 'application/json', ...(key !== null && { [AGENT_TOOL_KEY_HEADER]: key }) },
  });

beforeAll(() => {
  process.env.AGENT_TOOLS_KEY = KEY;
});
afterAll(() => {
  delete process.env.AGENT_TOOLS_KEY;
  output.restore();
});

describe('the estimate tool', () => {
  it('prices the volume the visitor said, as the model does, and says it in the conversation’s language', async () => {
    const answer = await ask({ product: 'lumi-ai', volume: 'двенадцать тысяч звонков в месяц, по три минуты', language: 'ru' });
    const model = estimateMonthly({ ...exampleInput('lumi-ai'), calls: 12_000, minutes: 3 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'estimate', product: 'lumi-ai', total: model.total, currency: 'EUR', given: { calls: 12_000, minutes: 3 } });
    expect(answer.body.lines).toEqual(model.lines.map(({ fee, quantity, amount }) => ({ fee, quantity, amount })));
    expect(answer.body.text).toContain(formatEstimate(model.total, 'ru'));
  });

  it('answers the model’s estimate for random volumes in every language, line by line (property)', async () => {
    const callsWord: Record<Language, string> = { en: 'calls', ru: 'звонков', uk: 'дзвінків', pl: 'połączeń' };
    const minutesWord: Record<Language, string> = { en: 'minutes each', ru: 'минуты', uk: 'хвилини', pl: 'minuty' };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 1, max: 900_000 }),
        fc.constantFrom(1, 2, 3, 4, 7),
        async (language, calls, minutes) => {
          const volume = `${formatCount(calls, language)} ${callsWord[language]}, ${minutes} ${minutesWord[language]}`;
          const answer = await ask({ product: 'lumi-ai', volume, language });
          const model = estimateMonthly({ ...exampleInput('lumi-ai'), calls, minutes });
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ kind: 'estimate', total: model.total, given: { calls, minutes } });
          expect(answer.body.lines).toEqual(model.lines.map(({ fee, quantity, amount }) => ({ fee, quantity, amount })));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('asks for the volume a product is priced by, rather than guessing it', async () => {
    const answer = await ask({ product: 'mediflow-ai', volume: 'a lot of calls', language: 'en' });
    expect(answer.body).toMatchObject({ kind: 'missing', missing: 'branches' });
  });

  it('refuses a call without the agent’s key, or with a wrong one, before reading the body', async () => {
    expect((await ask({ product: 'lumi-ai', volume: '100 calls', language: 'en' }, null)).status).toBe(401);
    const wrong = await ask({ product: 'lumi-ai', volume: '100 calls', language: 'en' }, 'guessed');
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_tool_key' } });
    expect((await ask('not json at all', 'guessed')).status).toBe(401);
  });

  it('refuses a body it cannot read, naming the field', async () => {
    const answer = await ask({ product: 'a-product-we-do-not-sell', volume: '100 calls', language: 'en' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
  });

  it('answers 503 while no key is configured', async () => {
    delete process.env.AGENT_TOOLS_KEY;
    expect((await ask({ product: 'lumi-ai', volume: '100 calls', language: 'en' })).status).toBe(503);
    process.env.AGENT_TOOLS_KEY = KEY;
  });
});

describe('the product facts tool', () => {
  const facts = (body: unknown, key: string | null = KEY) =>
    callApi<Record<string, any>>(handler, API_PATHS.productFactsTool, {
      body,
      headers: { 'Content-Type': 'application/json', ...(key !== null && { [AGENT_TOOL_KEY_HEADER]: key }) },
    });

  it('answers the section of the product’s document a question is about, in the conversation’s language, from the bundled documents', async () => {
    const answer = await facts({ product: 'mediflow-ai', topic: 'price', language: 'pl' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ product: 'mediflow-ai', name: PRODUCT_NAMES['mediflow-ai'], topic: 'price' });
    expect(answer.body.text.split('\n')[0]).toBe(`## ${productSectionHeading(PRODUCT_NAMES['mediflow-ai'], 'price', 'pl')}`);
    expect(answer.body.text).toContain(formatFromPrice('mediflow-ai', 'pl'));
    // One section only: the next one is not part of the answer.
    expect(answer.body.text).not.toContain(productSectionHeading(PRODUCT_NAMES['mediflow-ai'], 'pilot', 'pl'));
  });

  it('answers the whole document when no topic is given', async () => {
    const answer = await facts({ product: 'lumi-ai', language: 'uk' });
    expect(answer.body.topic).toBeNull();
    for (const section of ['price', 'pilot', 'integrations', 'questions'] as const)
      expect(answer.body.text).toContain(productSectionHeading(PRODUCT_NAMES['lumi-ai'], section, 'uk'));
  });

  it('refuses a call without the agent’s key, and a product it does not know, naming the field', async () => {
    expect((await facts({ product: 'lumi-ai', language: 'en' }, null)).status).toBe(401);
    expect(await facts({ product: 'a-product-we-do-not-sell', language: 'en' })).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
  });
});
