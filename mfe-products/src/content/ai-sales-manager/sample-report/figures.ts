import type { SampleReportFigures } from '@site/content';
import { SAMPLE_REPORT_DAY } from '@site/model';

/** The sample report's day of calls: the same in every language, its words in `report.<lang>.ts`. */
export default {
  totals: { calls: 412, answered: 395, missed: 17, minutes: 1760, averageScore: SAMPLE_REPORT_DAY.averageScore, previousAverageScore: 70, flagged: 64 },
  funnel: [
    { count: 395 },
    { count: 308, previousConversion: 75 },
    { count: 231, previousConversion: 76 },
    { count: 162, previousConversion: 64 },
    { count: 47, previousConversion: 27 },
  ],
  distribution: {
    bands: [
      { from: 0, to: 39, count: 9 },
      { from: 40, to: 59, count: 55 },
      { from: 60, to: 74, count: 142 },
      { from: 75, to: 89, count: 151 },
      { from: 90, to: 100, count: 38 },
    ],
    flaggedBelow: 60,
  },
  hours: [
    { hour: 9, calls: 38, averageScore: 74 },
    { hour: 10, calls: 52, averageScore: 76 },
    { hour: 11, calls: 55, averageScore: 75 },
    { hour: 12, calls: 47, averageScore: 72 },
    { hour: 13, calls: 31, averageScore: 70 },
    { hour: 14, calls: 49, averageScore: 70 },
    { hour: 15, calls: 50, averageScore: 71 },
    { hour: 16, calls: 44, averageScore: 71 },
    { hour: 17, calls: 29, averageScore: 67 },
  ],
  managers: [
    { id: 'oleh-d', calls: 47, minutes: 228, nextSteps: 27, score: 86, previousScore: 84 },
    { id: 'anna-k', calls: 52, minutes: 241, nextSteps: 26, score: 81, previousScore: 80 },
    { id: 'taras-b', calls: 44, minutes: 209, nextSteps: 20, score: 77, previousScore: 74 },
    { id: 'kateryna-l', calls: 49, minutes: 236, nextSteps: 21, score: 74, previousScore: 75 },
    { id: 'maksym-h', calls: 41, minutes: 182, nextSteps: 17, score: 72, previousScore: 66 },
    { id: 'oksana-v', calls: 46, minutes: 198, nextSteps: 16, score: 68, previousScore: 67 },
    { id: 'roman-p', calls: 43, minutes: 176, nextSteps: 14, score: 65, previousScore: 61 },
    { id: 'yevhen-t', calls: 35, minutes: 139, nextSteps: 11, score: 61, previousScore: 63 },
    { id: 'iryna-s', calls: 38, minutes: 151, nextSteps: 10, score: 58, previousScore: 55 },
  ],
} satisfies SampleReportFigures;
