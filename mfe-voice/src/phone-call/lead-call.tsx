import type { LeadCallProps } from '@site/model';
import { CallMe } from './call-me';

/** "Lumi calls you now" on a lead form's thank-you page: the call panel, as Lumi, with the form's number and product. */
export function LeadCall({ data: _data, ...lead }: LeadCallProps) {
  return <CallMe persona="assistant" lead={lead} />;
}
