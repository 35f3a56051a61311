import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORTS, structureOf, type SampleReport } from '@site/content';
import { LANGUAGES, SAMPLE_REPORT_DAY, type Language } from '@site/model';

/** The sample report, its figures and each language's words checked against their schemas as they load. */
const REPORTS = SAMPLE_REPORTS.from(import.meta.glob('./ai-sales-manager/sample-report/*.ts'));
const figures = await REPORTS.load('sample-report', 'figures');
const reports = new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await REPORTS.load('sample-report', 'report', lang)] as const)));
const documentOf = (lang: Language) => reports.get(lang)!;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** The mean of `value` over `rows`, each weighted by its conversations. */
const weightedMean = <T extends { calls: number }>(rows: readonly T[], value: (row: T) => number) =>
  sum(rows.map((row) => row.calls * value(row))) / sum(rows.map((row) => row.calls));
const percent = (part: number, whole: number) => Math.round((part * 100) / whole);
const hourOf = (time: string) => Number(time.split(':')[0]);

const { totals, managers, hours, funnel, distribution } = figures;
const ids = managers.map((manager) => manager.id);

describe('the sample report’s figures', () => {
  it('have as many managers as the day the home page pictures', () => {
    expect(managers).toHaveLength(SAMPLE_REPORT_DAY.managers);
  });

  it('count every call once: answered and missed make the total', () => {
    expect(totals.answered + totals.missed).toBe(totals.calls);
  });

  it('have the same conversations per manager, per hour, per score band and at the top of the funnel', () => {
    expect(sum(managers.map((manager) => manager.calls))).toBe(totals.answered);
    expect(sum(hours.map((row) => row.calls))).toBe(totals.answered);
    expect(sum(distribution.bands.map((band) => band.count))).toBe(totals.answered);
    expect(funnel[0]!.count).toBe(totals.answered);
  });

  it('add the managers’ talk time up to the team’s', () => {
    expect(sum(managers.map((manager) => manager.minutes))).toBe(totals.minutes);
  });

  it('give the team the average of its managers’ scores, and of its hours’, weighted by conversations', () => {
    expect(Math.round(weightedMean(managers, (manager) => manager.score))).toBe(totals.averageScore);
    expect(Math.abs(weightedMean(hours, (row) => row.averageScore) - totals.averageScore)).toBeLessThanOrEqual(0.5);
    // Monday's average, had each manager made as many calls as on Tuesday, is Monday's figure.
    expect(Math.round(weightedMean(managers, (manager) => manager.previousScore))).toBe(totals.previousAverageScore);
  });

  it('flag the conversations of the bands below the line, and the bands cover 0–100 without a gap', () => {
    const { bands, flaggedBelow } = distribution;
    expect(sum(bands.filter((band) => band.to < flaggedBelow).map((band) => band.count))).toBe(totals.flagged);
    expect(bands.some((band) => band.from === flaggedBelow)).toBe(true);
    expect(bands[0]!.from).toBe(0);
    expect(bands.at(-1)!.to).toBe(100);
    bands.slice(1).forEach((band, index) => expect(band.from).toBe(bands[index]!.to + 1));
  });

  it('narrow the funnel stage by stage, and agree its next steps with the managers’ own', () => {
    const counts = funnel.map((stage) => stage.count);
    counts.slice(1).forEach((count, index) => expect(count).toBeLessThanOrEqual(counts[index]!));
    expect(documentOf('en').funnel.stages[3]).toBe('Next step agreed');
    expect(counts[3]).toBe(sum(managers.map((manager) => manager.nextSteps)));
    for (const manager of managers) expect(manager.nextSteps).toBeLessThanOrEqual(manager.calls);
  });

  it('rank the managers by score, best first, each once', () => {
    const scores = managers.map((manager) => manager.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cover the working day hour by hour', () => {
    hours.slice(1).forEach((row, index) => expect(row.hour).toBe(hours[index]!.hour + 1));
  });
});

describe.each(LANGUAGES)('the sample report in %s', (lang) => {
  const report = documentOf(lang);

  it('has the structure of the English report, with the same managers, calls and times', () => {
    expect(structureOf(report)).toEqual(structureOf(documentOf('en')));
    const keys = (doc: SampleReport) => [
      ...doc.lowest.calls.flatMap((call) => [call.manager, call.time, call.length]),
      ...doc.tips.items.flatMap((tip) => [tip.manager, tip.time]),
    ];
    expect(keys(report)).toEqual(keys(documentOf('en')));
  });

  it('names every manager of the figures, every funnel stage, and gives each manager a tip in the ranking’s order', () => {
    expect(Object.keys(report.ranking.names).sort()).toEqual([...ids].sort());
    expect(report.funnel.stages).toHaveLength(funnel.length);
    expect(report.tips.items.map((tip) => tip.manager)).toEqual(ids);
  });

  it('lists the lowest calls lowest first, each flagged, of a working hour, and quoted in its manager’s tip', () => {
    const scores = report.lowest.calls.map((call) => call.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const lowestBand = distribution.bands[0]!;
    expect(scores.filter((score) => score <= lowestBand.to).length).toBeLessThanOrEqual(lowestBand.count);
    for (const call of report.lowest.calls) {
      expect(ids).toContain(call.manager);
      expect(call.score).toBeLessThan(distribution.flaggedBelow);
      expect(call.score).toBeLessThanOrEqual(Math.min(...managers.map((manager) => manager.score)));
      expect(hours.map((row) => row.hour)).toContain(hourOf(call.time));
      expect(report.tips.items.find((tip) => tip.manager === call.manager)?.time).toBe(call.time);
    }
    for (const tip of report.tips.items) expect(hours.map((row) => row.hour)).toContain(hourOf(tip.time));
  });

  it('writes in its summary and captions only the figures the report counts', () => {
    const counted = new Set([
      ...Object.values(totals),
      distribution.flaggedBelow,
      ...hours.map((row) => row.averageScore),
      ...funnel.slice(1).map((stage, index) => percent(stage.count, funnel[index]!.count)),
      ...funnel.flatMap((stage) => (stage.previousConversion === undefined ? [] : [stage.previousConversion])),
      ...managers.map((manager) => Math.abs(manager.score - manager.previousScore)),
    ]);
    const prose = [...report.summary.highlights.items, report.distribution.caption, report.hours.caption];
    const written = prose.flatMap((text) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0])));
    expect(written.filter((figure) => !counted.has(figure))).toEqual([]);
  });
});
