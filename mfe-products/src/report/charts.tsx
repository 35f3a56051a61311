import type { ReactNode } from 'react';
import type { SampleReport, SampleReportFigures } from '@site/content';
import type { Language } from '@site/model';
import { formatCount } from './format';

/*
 * The report's charts: inline SVG drawn from the document's figures, at a fixed size (the viewBox
 * and the width and height attributes give the box before any style sheet, so nothing shifts),
 * coloured from the design tokens by the style sheet. Each is an image named by its heading and
 * described by its caption, with its figures in a table for screen readers.
 */

interface ChartFigureProps {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly width: number;
  readonly height: number;
  /** The chart's figures as a table, read by screen readers in place of the drawing. */
  readonly table: ReactNode;
  readonly children: ReactNode;
}

function ChartFigure({ id, title, caption, width, height, table, children }: ChartFigureProps) {
  return (
    <figure className="pr-report-chart">
      <figcaption className="pr-report-chart__caption">
        <h3 id={`${id}-title`} className="pr-report-chart__title">
          {title}
        </h3>
        <p id={`${id}-caption`} className="pr-report-chart__text">
          {caption}
        </p>
      </figcaption>
      <svg
        className="pr-report-chart__svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-caption`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        {children}
      </svg>
      <div className="ui-visually-hidden">{table}</div>
    </figure>
  );
}

/** A table of the chart's figures, for screen readers. */
function DataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row of bars on one baseline, each with its figure above it and its label below it. */
interface BarsProps {
  readonly items: readonly {
    readonly key: string | number;
    readonly value: number;
    readonly figure: string;
    readonly label: string;
    readonly className: string;
  }[];
  /** Where the first slot starts and how wide each slot is. */
  readonly left: number;
  readonly slot: number;
  readonly baseline: number;
  /** The tallest bar's height. */
  readonly tallest: number;
  /** How much of its slot a bar fills. */
  readonly fill: number;
  readonly figureClass: string;
}

function Bars({ items, left, slot, baseline, tallest, fill, figureClass }: BarsProps) {
  const most = Math.max(...items.map((item) => item.value));
  const barWidth = Math.round(slot * fill);
  return items.map((item, index) => {
    const barHeight = Math.max(2, Math.round((item.value / most) * tallest));
    const centre = left + slot * index + slot / 2;
    return (
      <g key={item.key} className={item.className}>
        <rect x={centre - barWidth / 2} y={baseline - barHeight} width={barWidth} height={barHeight} rx={2} />
        <text className={figureClass} x={centre} y={baseline - barHeight - 5} textAnchor="middle">
          {item.figure}
        </text>
        <text className="pr-report-chart__label" x={centre} y={baseline + 17} textAnchor="middle">
          {item.label}
        </text>
      </g>
    );
  });
}

const BANDS_SIZE = { width: 360, height: 200 } as const;

export interface ScoreBandsChartProps {
  readonly words: SampleReport['distribution'];
  readonly distribution: SampleReportFigures['distribution'];
  readonly lang: Language;
}

/** How many of the day's conversations scored in each band; the bands under the flag line stand out. */
export function ScoreBandsChart({ words, distribution, lang }: ScoreBandsChartProps) {
  const { width, height } = BANDS_SIZE;
  const side = 8;
  const baseline = 168;
  const label = (band: SampleReportFigures['distribution']['bands'][number]) => `${band.from}–${band.to}`;
  return (
    <ChartFigure
      id="report-bands"
      title={words.title}
      caption={words.caption}
      width={width}
      height={height}
      table={
        <DataTable
          caption={words.title}
          head={[words.columns.band, words.columns.calls]}
          rows={distribution.bands.map((band) => [label(band), formatCount(band.count, lang)])}
        />
      }
    >
      <line className="pr-report-chart__axis" x1={side} x2={width - side} y1={baseline} y2={baseline} />
      <Bars
        items={distribution.bands.map((band) => ({
          key: band.from,
          value: band.count,
          figure: formatCount(band.count, lang),
          label: label(band),
          className: band.to < distribution.flaggedBelow ? 'pr-report-chart__mark pr-report-chart__mark--flagged' : 'pr-report-chart__mark',
        }))}
        left={side}
        slot={(width - 2 * side) / distribution.bands.length}
        baseline={baseline}
        tallest={136}
        fill={0.64}
        figureClass="pr-report-chart__value"
      />
    </ChartFigure>
  );
}

const HOURS_SIZE = { width: 360, height: 240 } as const;

export interface HourlyChartProps {
  readonly words: SampleReport['hours'];
  readonly hours: SampleReportFigures['hours'];
  readonly lang: Language;
}

/** The average score hour by hour as a line, over the number of conversations in each hour as bars. */
export function HourlyChart({ words, hours, lang }: HourlyChartProps) {
  const { width, height } = HOURS_SIZE;
  const left = 30;
  const right = 8;
  const slot = (width - left - right) / hours.length;
  const centreOf = (index: number) => left + slot * index + slot / 2;
  // The score's scale: the tens around the day's scores, so an hour's dip shows.
  const scores = hours.map((row) => row.averageScore);
  const low = Math.floor((Math.min(...scores) - 1) / 10) * 10;
  const high = Math.ceil((Math.max(...scores) + 1) / 10) * 10;
  const lineTop = 34;
  const lineBottom = 110;
  const yOfScore = (score: number) => lineBottom - ((score - low) / (high - low)) * (lineBottom - lineTop);
  const grid = Array.from({ length: (high - low) / 10 + 1 }, (_, index) => low + index * 10);
  const points = hours.map((row, index) => `${centreOf(index).toFixed(1)},${yOfScore(row.averageScore).toFixed(1)}`).join(' ');
  // The volume: bars on a baseline of their own under the line.
  const baseline = 212;
  return (
    <ChartFigure
      id="report-hours"
      title={words.title}
      caption={words.caption}
      width={width}
      height={height}
      table={
        <DataTable
          caption={words.title}
          head={[words.columns.hour, words.columns.calls, words.columns.averageScore]}
          rows={hours.map((row) => [`${row.hour}:00`, formatCount(row.calls, lang), String(row.averageScore)])}
        />
      }
    >
      <text className="pr-report-chart__legend" x={left} y={12}>
        {words.columns.averageScore}
      </text>
      {grid.map((score) => (
        <g key={score}>
          <line className="pr-report-chart__grid" x1={left} x2={width - right} y1={yOfScore(score)} y2={yOfScore(score)} />
          <text className="pr-report-chart__label" x={left - 6} y={yOfScore(score) + 4} textAnchor="end">
            {score}
          </text>
        </g>
      ))}
      <polyline className="pr-report-chart__line" points={points} />
      {hours.map((row, index) => (
        <g key={row.hour}>
          <circle className="pr-report-chart__dot" cx={centreOf(index)} cy={yOfScore(row.averageScore)} r={3.5} />
          <text className="pr-report-chart__value" x={centreOf(index)} y={yOfScore(row.averageScore) - 8} textAnchor="middle">
            {row.averageScore}
          </text>
        </g>
      ))}
      <text className="pr-report-chart__legend" x={left} y={136}>
        {words.columns.calls}
      </text>
      <line className="pr-report-chart__axis" x1={left} x2={width - right} y1={baseline} y2={baseline} />
      <Bars
        items={hours.map((row) => ({
          key: row.hour,
          value: row.calls,
          figure: formatCount(row.calls, lang),
          label: String(row.hour),
          className: 'pr-report-chart__volume',
        }))}
        left={left}
        slot={slot}
        baseline={baseline}
        tallest={50}
        fill={0.56}
        figureClass="pr-report-chart__count"
      />
    </ChartFigure>
  );
}
