import type { VisualLabels } from './visual-labels';

/** A night-time chat in a messenger that ends with an order: AI Seller 24/7 at work. */
export function SellerIllustration({ labels }: { labels: VisualLabels<'ai-seller'> }) {
  return (
    <div className="pr-visual pr-visual--seller" role="img" aria-label={`${labels.chatTitle}: ${labels.customer1} — ${labels.bot1} ${labels.orderBadge}`}>
      <div className="pr-window pr-chat">
        <div className="pr-chat__header">
          <span className="pr-chat__avatar" aria-hidden="true" />
          <span>
            <span className="pr-chat__name">{labels.chatTitle}</span>
            <span className="pr-chat__status">{labels.status}</span>
          </span>
        </div>
        <div className="pr-chat__body">
          <p className="pr-bubble pr-bubble--in">{labels.customer1}</p>
          <p className="pr-bubble pr-bubble--out">{labels.bot1}</p>
          <div className="pr-offer">
            <span className="pr-offer__photo" aria-hidden="true" />
            <span className="pr-offer__name">{labels.productName}</span>
            <span className="pr-offer__price">{labels.productPrice}</span>
          </div>
          <p className="pr-bubble pr-bubble--in">{labels.customer2}</p>
          <p className="pr-bubble pr-bubble--out">{labels.bot2}</p>
        </div>
      </div>
      <p className="pr-badge pr-badge--success">{labels.orderBadge}</p>
    </div>
  );
}
