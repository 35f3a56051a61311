import type { LeadCallProps } from '@site/model';
import { CallMe } from './call-me';

/** "Lumi calls you now" on a lead form's thank-you page: the call panel, as Lumi, with the form's number and product. */
export function LeadCall({ data: _data, ...lead }: LeadCallProps) {
  return (
    <div className="vc-lead-call">
      <CallMe persona="assistant" lead={lead} />
    </div>
  );
}
