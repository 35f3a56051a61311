import type { CSSProperties } from 'react';
import report from '../content/ai-sales-manager/sample-report/figures';
import type { VisualLabels } from './visual-labels';

/** The sample report's best two managers and its last, with the scores the report gives them. */
const RANKED = [
  { label: 'manager1', id: 'oleh-d' },
  { label: 'manager2', id: 'anna-k' },
  { label: 'manager3', id: 'iryna-s' },
] as const;
const RANKING = RANKED.map(({ label, id }) => ({ label, score: report.managers.find((manager) => manager.id === id)!.score }));
const SCORE = 87;

/** A scored call beside the team's ranking and a coaching tip: AI Sales Manager at work. */
export function SalesManagerIllustration({ labels }: { labels: VisualLabels<'ai-sales-manager'> }) {
  return (
    <div
      className="pr-visual pr-visual--sales"
      role="img"
      aria-label={`${labels.title}: ${labels.call}. ${labels.scoreLabel} ${SCORE}/100. ${labels.tipTitle}: ${labels.tip}`}
    >
      <div className="pr-window pr-score">
        <p className="pr-window__title">{labels.title}</p>
        <p className="pr-score__call">{labels.call}</p>
        <div className="pr-score__summary">
          <svg className="pr-gauge" viewBox="0 0 36 36" aria-hidden="true">
            <circle className="pr-gauge__track" cx="18" cy="18" r="15.9" />
            <circle className="pr-gauge__value" cx="18" cy="18" r="15.9" pathLength="100" strokeDasharray={`${SCORE} 100`} />
            <text x="18" y="18" dy="0.35em" textAnchor="middle" className="pr-gauge__number">
              {SCORE}
            </text>
          </svg>
          <span className="pr-score__label">{labels.scoreLabel}</span>
        </div>
        <ul className="pr-checks">
          <li className="pr-checks__item">{labels.criterion1}</li>
          <li className="pr-checks__item">{labels.criterion2}</li>
          <li className="pr-checks__item">{labels.criterion3}</li>
          <li className="pr-checks__item pr-checks__item--missed">{labels.criterion4}</li>
        </ul>
      </div>
      <div className="pr-window pr-ranking">
        <p className="pr-window__title">{labels.rankingTitle}</p>
        <ol className="pr-ranking__list">
          {RANKING.map(({ label, score }) => (
            <li key={label} className="pr-ranking__row">
              <span className="pr-ranking__name">{labels[label]}</span>
              <span className="pr-bar" style={{ '--bar': `${score}%` } as CSSProperties} />
              <span className="pr-ranking__score">{score}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="pr-window pr-tip">
        <strong className="pr-tip__title">{labels.tipTitle}</strong>
        <span>{labels.tip}</span>
      </p>
    </div>
  );
}
