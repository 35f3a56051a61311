import type { CSSProperties } from 'react';
import type { HomePage } from '@site/content';
import { PRODUCT_NAMES, SAMPLE_REPORT_DAY } from '@site/model';

/** How full each wave bar of the call is, in per cent: a voice, not a random noise. */
const WAVE = [30, 55, 80, 45, 95, 60, 35, 70, 50, 85, 40, 65, 25, 55, 75, 45];
/** The day of the sample report, which the home page links to: its team's average call score. */
const SCORE = SAMPLE_REPORT_DAY.averageScore;

/**
 * Three products at work beside the home page's promise, drawn from the design tokens like the
 * product pages' pictures: a night-time chat that ends with an order (AI Seller 24/7), a call at
 * two in the morning that ends with a booking (Lumi AI), and the day's call quality (AI Sales
 * Manager). Its size is fixed, so nothing moves when it appears; a phone shows it as a compact row of the three cards.
 */
export function HomeHeroVisual({ visual }: { readonly visual: HomePage['hero']['visual'] }) {
  return (
    <div
      className="sh-hero-visual"
      role="img"
      aria-label={[visual.summary, `${visual.customer} — ${visual.reply}`, visual.booked, `${visual.scoreLabel} ${SCORE}/100`].join('. ')}
    >
      <div className="sh-hero-visual__card sh-hero-visual__chat" aria-hidden="true">
        <p className="sh-hero-visual__head">
          <span className="sh-hero-visual__product" translate="no">
            {PRODUCT_NAMES['ai-seller']}
          </span>
          <span>{visual.chatTime}</span>
        </p>
        <p className="sh-hero-visual__bubble sh-hero-visual__bubble--in">{visual.customer}</p>
        <p className="sh-hero-visual__bubble sh-hero-visual__bubble--out">{visual.reply}</p>
        <p className="sh-hero-visual__badge sh-hero-visual__badge--success">{visual.orderBadge}</p>
      </div>
      <div className="sh-hero-visual__card sh-hero-visual__call" aria-hidden="true">
        <p className="sh-hero-visual__head">
          <span className="sh-hero-visual__product" translate="no">
            {PRODUCT_NAMES['lumi-ai']}
          </span>
          <span>{visual.callTime}</span>
        </p>
        <span className="sh-hero-visual__wave">
          {WAVE.map((height, index) => (
            <span key={index} style={{ height: `${height}%` }} />
          ))}
        </span>
        <p className="sh-hero-visual__booked">{visual.booked}</p>
        <p className="sh-hero-visual__badge">{visual.crmBadge}</p>
      </div>
      <div className="sh-hero-visual__card sh-hero-visual__score" aria-hidden="true">
        <p className="sh-hero-visual__head">
          <span className="sh-hero-visual__product" translate="no">
            {PRODUCT_NAMES['ai-sales-manager']}
          </span>
          <span>{visual.scoreDay}</span>
        </p>
        <p className="sh-hero-visual__score-line">
          <span>{visual.scoreLabel}</span>
          <strong>
            {SCORE}
            <small>/100</small>
          </strong>
        </p>
        <span className="sh-hero-visual__meter" style={{ '--value': `${SCORE}%` } as CSSProperties} />
        <p className="sh-hero-visual__tips">{visual.tips}</p>
      </div>
    </div>
  );
}
