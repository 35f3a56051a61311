import type { VisualLabels } from './visual-labels';

const WAVE = [30, 55, 80, 45, 95, 60, 35, 70, 50, 85, 40, 65, 30, 55, 75, 45];

/** A call answered, a slot booked, the CRM updated and a hot lead passed on: Lumi AI at work. */
export function LumiIllustration({ labels }: { labels: VisualLabels<'lumi-ai'> }) {
  return (
    <div
      className="pr-visual pr-visual--lumi"
      role="img"
      aria-label={`${labels.callTitle}: ${labels.caller}. ${labels.bookingTitle}: ${labels.bookingSlot}. ${labels.crm}. ${labels.handoff}.`}
    >
      <div className="pr-window pr-call">
        <p className="pr-window__title">{labels.callTitle}</p>
        <p className="pr-call__caller">{labels.caller}</p>
        <span className="pr-wave" aria-hidden="true">
          {WAVE.map((height, index) => (
            <span key={index} className="pr-wave__bar" style={{ height: `${height}%` }} />
          ))}
        </span>
        <p className="pr-bubble pr-bubble--in">{labels.line1}</p>
        <p className="pr-bubble pr-bubble--out pr-bubble--voice">{labels.line2}</p>
      </div>
      <div className="pr-window pr-booking">
        <p className="pr-booking__title">{labels.bookingTitle}</p>
        <p className="pr-booking__slot">{labels.bookingSlot}</p>
      </div>
      <ul className="pr-events">
        <li className="pr-badge pr-badge--success">{labels.crm}</li>
        <li className="pr-badge pr-badge--hot">{labels.handoff}</li>
      </ul>
    </div>
  );
}
