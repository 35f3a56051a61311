import { Link } from '@site/ui';
import type { CaseSummary } from '../content/load-content';
import { CaseCard } from './case-card';

/** A row of case cards that another page shows, with the way on to the library. */
export function CaseShelf({ cases, more }: { cases: readonly CaseSummary[]; more: { readonly to: string; readonly label: string } }) {
  return (
    <>
      <ul className="ui-grid ui-grid--three ct-cards">
        {cases.map((summary) => (
          <CaseCard key={summary.slug} summary={summary} />
        ))}
      </ul>
      <p className="ct-more">
        <Link to={more.to}>{more.label}</Link>
      </p>
    </>
  );
}
