import type { LeadCallbackContent, LeadCallbackTeaserContent } from '@site/content';
import { href } from '@site/model';
import { Link, keepNamesWhole } from '@site/ui';
import { Block } from './block';
import { TitledList } from './titled-list';

/** The section's anchor on Lumi's page, which the industries' pages link to. */
const SECTION = 'lead-callback';

/** Outbound lead callback as a use case of Lumi's page: rung, qualified, booked, and the honest pilots note. */
export function LeadCallback({ leadCallback }: { leadCallback: LeadCallbackContent }) {
  return (
    <Block id={SECTION} title={leadCallback.title} lead={leadCallback.lead}>
      <TitledList ordered className="ui-grid ui-grid--three" itemClassName="ui-card" items={leadCallback.items} />
      <p className="pr-lead">{keepNamesWhole(leadCallback.pilots)}</p>
    </Block>
  );
}

/** The use case on an industry's page, in its own words, leading to the section on Lumi's page. */
export function LeadCallbackTeaser({ teaser }: { teaser: LeadCallbackTeaserContent }) {
  return (
    <Block id={SECTION} title={teaser.title} lead={teaser.lead}>
      <p>
        <Link to={href('product', { product: 'lumi-ai', hash: SECTION })}>{keepNamesWhole(teaser.link)}</Link>
      </p>
    </Block>
  );
}
