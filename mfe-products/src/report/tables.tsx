import type { SampleReport, SampleReportFigures } from '@site/content';
import type { Language } from '@site/model';
import { formatChange, formatCount, formatTalkTime, share } from './format';

/** A share drawn as a bar across its cell; the figure beside it is what screen readers read. */
function Bar({ value, flagged = false }: { value: number; flagged?: boolean }) {
  return (
    <svg
      className={flagged ? 'pr-report-bar pr-report-bar--flagged' : 'pr-report-bar'}
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="pr-report-bar__track" width={100} height={8} rx={2} />
      <rect className="pr-report-bar__value" width={Math.max(1, Math.min(100, value))} height={8} rx={2} />
    </svg>
  );
}

/** A change against the previous day, marked up or down. */
export function Change({ value }: { value: number }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return <span className={`pr-report-change pr-report-change--${direction}`}>{formatChange(value)}</span>;
}

/** The funnel: each stage's conversations, a bar against the first stage, and its conversion then and now. */
export function FunnelTable({
  words,
  funnel,
  lang,
  labelledBy,
}: {
  words: SampleReport['funnel'];
  funnel: SampleReportFigures['funnel'];
  lang: Language;
  labelledBy: string;
}) {
  const first = funnel[0]!.count;
  const { columns } = words;
  return (
    <table className="pr-report-table pr-report-funnel" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{columns.stage}</th>
          <th scope="col">{columns.count}</th>
          <th scope="col">{columns.conversion}</th>
          <th scope="col">{columns.previous}</th>
        </tr>
      </thead>
      <tbody>
        {funnel.map((stage, index) => {
          const before = index > 0 ? funnel[index - 1]!.count : undefined;
          return (
            <tr key={index}>
              <th scope="row">
                <div className="pr-report-funnel__stage">
                  <span>{words.stages[index]}</span>
                  <Bar value={share(stage.count, first)} />
                </div>
              </th>
              <td className="pr-report-table__number" data-label={columns.count}>
                {formatCount(stage.count, lang)}
              </td>
              <td className="pr-report-table__number" data-label={columns.conversion}>
                {before === undefined ? '—' : `${share(stage.count, before)}%`}
              </td>
              <td className="pr-report-table__number pr-report-table__muted" data-label={columns.previous}>
                {stage.previousConversion === undefined ? '—' : `${stage.previousConversion}%`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The managers, best score first: the score with its bar and change, then the day's work behind it. */
export function RankingTable({
  words,
  units,
  figures,
  lang,
  labelledBy,
}: {
  words: SampleReport['ranking'];
  units: SampleReport['units'];
  figures: SampleReportFigures;
  lang: Language;
  labelledBy: string;
}) {
  const { columns } = words;
  return (
    <table className="pr-report-table pr-report-ranking" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{columns.rank}</th>
          <th scope="col">{columns.manager}</th>
          <th scope="col">{columns.score}</th>
          <th scope="col">{columns.change}</th>
          <th scope="col">{columns.calls}</th>
          <th scope="col">{columns.talkTime}</th>
          <th scope="col">{columns.nextSteps}</th>
        </tr>
      </thead>
      <tbody>
        {figures.managers.map((manager, index) => (
          <tr key={manager.id}>
            <td className="pr-report-ranking__rank">{index + 1}</td>
            <th scope="row">{words.names[manager.id]}</th>
            <td>
              <div className="pr-report-ranking__score">
                <span className="pr-report-ranking__figure">{manager.score}</span>
                <Bar value={manager.score} flagged={manager.score < figures.distribution.flaggedBelow} />
              </div>
            </td>
            <td className="pr-report-ranking__change">
              <Change value={manager.score - manager.previousScore} />
            </td>
            <td className="pr-report-table__number" data-label={columns.calls}>
              {formatCount(manager.calls, lang)}
            </td>
            <td className="pr-report-table__number" data-label={columns.talkTime}>
              {formatTalkTime(manager.minutes, units)}
            </td>
            <td className="pr-report-table__number" data-label={columns.nextSteps}>
              {`${formatCount(manager.nextSteps, lang)} · ${share(manager.nextSteps, manager.calls)}%`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
