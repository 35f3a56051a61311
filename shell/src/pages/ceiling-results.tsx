import { Fragment } from 'react';
import type { HomePage } from '@site/content';
import { CEILING_RESULTS, clientMarkOf, formatPercentChange, href } from '@site/model';
import { Link } from '@site/ui';

export interface CeilingResultsProps {
  /** The note and what each result measured, in the page's language (the home page's `hero.ceilings`). */
  readonly copy: HomePage['hero']['ceilings'];
}

/**
 * Under the home page's claims: that the conversion and cost figures are ceilings, and the cases'
 * best results against them (`CEILING_RESULTS`), each its figure, what it measured and its client,
 * linking to its case, so a visitor can check every figure the claims stand on.
 */
export function CeilingResults({ copy }: CeilingResultsProps) {
  return (
    <p className="sh-ceilings">
      {copy.note}{' '}
      {CEILING_RESULTS.map((result, index) => (
        <Fragment key={result.slug}>
          {index > 0 && ', '}
          {/* The figure keeps its first word on its line: a no-break space. */}
          <Link to={href('case', { slug: result.slug })}>{`${formatPercentChange(result.change)}\u00a0${copy.results[result.measure]}`}</Link>
          {' ('}
          {/* A client's name stays as it is written in every language. */}
          <span translate="no">{clientMarkOf(result.slug).brand}</span>)
        </Fragment>
      ))}
      .
    </p>
  );
}
