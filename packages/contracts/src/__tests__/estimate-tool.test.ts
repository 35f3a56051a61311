import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_EXAMPLES, estimateMonthly, exampleInput, formatCount, formatEstimate, LANGUAGES, type Language } from '@site/model';
import { estimateFromWords, mergeVolumes } from '../estimate-tool';
import { quantitiesIn } from '../spoken-quantities';

describe('the volumes a visitor names, in their own words', () => {
  it.each([
    ['What would it cost for 12,000 calls a month, three minutes each?', [12_000, 'calls'], [3, 'minutes']],
    ['12 000 дзвінків на місяць, у середньому по 3 хвилини', [12_000, 'calls'], [3, 'minutes']],
    ['12k calls, 2.5 min', [12_000, 'calls'], [2.5, 'minutes']],
    ['двенадцать тысяч звонков по три минуты', [12_000, 'calls'], [3, 'minutes']],
    ['для двенадцати тысяч звонков, полторы минуты', [12_000, 'calls'], [1.5, 'minutes']],
    ['дванадцять тисяч дзвінків, три хвилини', [12_000, 'calls'], [3, 'minutes']],
    ['мережа з 40 клінік і ста лікарів', [40, 'branches'], [100, 'doctors']],
    ['two hundred and fifty chats, two and a half minutes', [250, 'chats'], [2.5, 'minutes']],
    ['12.000 calls, 2,5 minutes', [12_000, 'calls'], [2.5, 'minutes']],
    ['dwanaście tysięcy połączeń po trzy minuty', [12_000, 'calls'], [3, 'minutes']],
    ['dla dwunastu tysięcy połączeń, półtorej minuty', [12_000, 'calls'], [1.5, 'minutes']],
    ['12 tys. połączeń miesięcznie, 2,5 min', [12_000, 'calls'], [2.5, 'minutes']],
    ['sieć 40 klinik i stu lekarzy', [40, 'branches'], [100, 'doctors']],
    ['dwieście pięćdziesiąt czatów, dwie i pół minuty', [250, 'chats'], [2.5, 'minutes']],
    ['ośmiu handlowców', [8, 'managers']],
  ] as const)('"%s"', (text, ...expected) => {
    expect(quantitiesIn(text).map((quantity) => [quantity.value, quantity.unit])).toEqual(expected);
  });

  it('reads no number where there is none ("a month", "one of you")', () => {
    expect(quantitiesIn('How much is it a month?')).toEqual([]);
    expect(quantitiesIn('a month')).toEqual([]);
  });
});

describe('the estimate both agents answer', () => {
  it('is the model’s estimate for random volumes, written as each language writes its figures (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 1, max: 900_000 }),
        fc.constantFrom(0.5, 1, 1.5, 2, 2.5, 3, 4, 7.5, 12),
        (language: Language, calls, minutes) => {
          const words = `${formatCount(calls, language)} ${{ en: 'calls', ru: 'звонков', uk: 'дзвінків', pl: 'połączeń' }[language]}, ${formatCount(minutes, language)} ${{ en: 'minutes', ru: 'минуты', uk: 'хвилини', pl: 'minuty' }[language]}`;
          const answer = estimateFromWords({ product: 'lumi-ai', words, language });
          const model = estimateMonthly({ ...exampleInput('lumi-ai'), calls, minutes });
          expect(answer?.kind).toBe('estimate');
          if (answer?.kind !== 'estimate') return;
          expect(answer.estimate).toEqual(model);
          expect(answer.text).toContain(formatEstimate(model.total, language));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('prices MediFlow AI’s branches and doctors, and says what it assumed', () => {
    const answer = estimateFromWords({ words: '40 clinics, 25 000 calls a month, 12 doctors', language: 'en' });
    expect(answer?.kind).toBe('estimate');
    if (answer?.kind !== 'estimate') return;
    expect(answer.product).toBe('mediflow-ai');
    const model = estimateMonthly({ ...exampleInput('mediflow-ai'), branches: 40, calls: 25_000, doctors: 12 });
    expect(answer.estimate.total).toBe(model.total);
    expect(answer.assumed).toEqual({ minutes: ESTIMATE_EXAMPLES['mediflow-ai'].minutes, languages: ESTIMATE_EXAMPLES['mediflow-ai'].languages });
    expect(answer.text).toContain('The estimate assumes 2.5\u00a0minutes each and 2\u00a0languages.');
  });

  it('asks for the volume a product is priced by when the words lack it, and refuses one past the price list', () => {
    expect(estimateFromWords({ product: 'mediflow-ai', words: '12 000 calls', language: 'uk' })).toMatchObject({ kind: 'missing', missing: 'branches' });
    expect(estimateFromWords({ product: 'lumi-ai', words: '5 million calls', language: 'ru' })).toMatchObject({ kind: 'refused', refused: ['calls'] });
    expect(estimateFromWords({ words: 'how much is it?', language: 'en' })).toBeUndefined();
  });

  it('joins Ukrainian by sound: «й» after a vowel, «і» between consonants (милозвучність)', () => {
    const lumi = estimateFromWords({ words: '12 000 дзвінків на місяць', language: 'uk' });
    // Intl.ListFormat writes «і» everywhere: «1 мова і 3 лінії», «390 € і 36 000 хв».
    expect(lumi?.text).toContain(`${formatEstimate(390, 'uk')} й 36\u00a0000\u00a0хв розмов`);
    expect(lumi?.text).toContain('по 3\u00a0хв, 1\u00a0мова й 3\u00a0лінії.');
    const mediflow = estimateFromWords({ words: 'мережа з 40 клінік, 25 000 дзвінків', language: 'uk' });
    expect(mediflow?.text).toContain('без Doctor AI і 2\u00a0мови.');
  });

  it('answers in Polish with Polish plurals and the model’s figure', () => {
    const answer = estimateFromWords({ words: 'sieć 22 placówek, 25 tysięcy połączeń miesięcznie', language: 'pl' });
    expect(answer?.kind).toBe('estimate');
    if (answer?.kind !== 'estimate') return;
    const model = estimateMonthly({ ...exampleInput('mediflow-ai'), branches: 22, calls: 25_000 });
    expect(answer.estimate.total).toBe(model.total);
    expect(answer.text).toContain(`22\u00a0placówki, ${formatCount(25_000, 'pl')}\u00a0połączeń miesięcznie`);
    expect(answer.text).toContain(formatEstimate(model.total, 'pl'));
    expect(estimateFromWords({ product: 'ai-sales-manager', words: 'Ile to kosztuje?', language: 'pl' })).toMatchObject({
      kind: 'missing',
      text: 'Ilu handlowców miałby oceniać?',
    });
  });
});

describe('the volumes buyers state in other words (issue 70)', () => {
  it.each([
    ['Ile kosztowałby Lumi przy 15 tys. rozmów miesięcznie po 4 minuty?', 'pl'],
    ['Сколько будет стоить Lumi на 15 тысяч разговоров в месяц по 4 минуты?', 'ru'],
    ['What would Lumi cost for 15,000 conversations a month, 4 minutes each?', 'en'],
  ] as const)('prices a voice product’s conversations as its calls: «%s»', (words, language) => {
    const answer = estimateFromWords({ product: 'lumi-ai', words, language });
    const model = estimateMonthly({ ...exampleInput('lumi-ai'), calls: 15_000, minutes: 4 });
    expect(answer).toMatchObject({ kind: 'estimate', estimate: { total: model.total } });
  });

  it('takes conversations named after calls (or calls after chats) as the new count, not a second one', () => {
    const merged = mergeVolumes(quantitiesIn('8,000 calls a month, 5 minutes each'), quantitiesIn('15,000 conversations a month, 4 minutes each'));
    const answer = estimateFromWords({ product: 'lumi-ai', quantities: merged, language: 'en' });
    expect(answer).toMatchObject({ kind: 'estimate', given: { calls: 15_000, minutes: 4 } });
  });

  it.each([
    ['siedmiu tysiącach połączeń', 7_000],
    ['семи тысячам звонков', 7_000],
    ['семи тисячах дзвінків', 7_000],
    ['8k calls', 8_000],
    ['30 tys. rozmów', 30_000],
  ])('reads «%s» as %d', (words, value) => {
    expect(quantitiesIn(words)[0]?.value).toBe(value);
  });

  it.each([
    ['in Polish and English', 2],
    ['на русском, казахском и английском', 3],
    ['українською та англійською', 2],
    ['po polsku i po niemiecku', 2],
    ['in English', undefined],
  ])('counts the languages named in «%s»', (words, count) => {
    expect(quantitiesIn(words).find((quantity) => quantity.unit === 'languages')?.value).toBe(count);
  });

  it('prices AI Sales Manager by the hours its managers’ calls take, in every language', () => {
    for (const language of LANGUAGES) {
      const answer = estimateFromWords({ product: 'ai-sales-manager', words: '15 managers, 8000 calls, 5 min', language });
      expect(answer?.kind === 'estimate' && answer.given).toEqual({ managers: 15, hoursPerManager: 44.4 });
    }
  });
});
