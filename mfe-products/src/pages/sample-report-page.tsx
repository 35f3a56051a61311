import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleReport, SampleReportFigures } from '@site/content';
import { PRODUCT_NAMES, href, type RemotePageProps } from '@site/model';
import { LeadForm } from '@site/forms';
import { AnchorButton, ButtonLink, LeadFormSection, Link, PageHead, Section, useNavigation } from '@site/ui';
import { Block } from '../blocks/block';
import { BUILD_ID } from '../build';
import { HourlyChart, ScoreBandsChart } from '../report/charts';
import { NBSP, formatCallLength, formatCount, talkTimeParts } from '../report/format';
import { Change, FunnelTable, RankingTable } from '../report/tables';

/** What the sample report's page shows: its words in the page's language and the day's figures. */
export interface SampleReportPageData {
  readonly content: SampleReport;
  readonly figures: SampleReportFigures;
}

const PRODUCT_PATH = href('product', { product: 'ai-sales-manager' });

/**
 * A sample of the morning report AI Sales Manager sends a head of sales: the day at a glance with
 * its charts, the KPIs of each funnel stage, the managers ranked, the calls that scored lowest and
 * a tip for every manager. It reads and prints without any script: the charts are inline SVG.
 */
export function SampleReportPage({ data }: RemotePageProps<SampleReportPageData>) {
  const { t } = useTranslation('products');
  const { lang } = useNavigation();
  const { content, figures } = data;
  const { summary, units } = content;
  const { labels } = summary;
  const { totals } = figures;
  const product = PRODUCT_NAMES['ai-sales-manager'];
  const nameOf = (id: string) => content.ranking.names[id];
  const scoreOf = (id: string) => figures.managers.find((manager) => manager.id === id)?.score;
  const kpis = [
    { key: 'calls', label: labels.calls, value: formatCount(totals.calls, lang) },
    { key: 'answered', label: labels.answered, value: formatCount(totals.answered, lang) },
    { key: 'missed', label: labels.missed, value: formatCount(totals.missed, lang) },
    {
      key: 'talk-time',
      label: labels.talkTime,
      // The units in a smaller size, so that hours and minutes fit a tile on one line.
      value: talkTimeParts(totals.minutes).map((part, index) => (
        <Fragment key={part.unit}>
          {index > 0 && ' '}
          {part.value}
          <span className="pr-report-kpis__unit">
            {NBSP}
            {units[part.unit]}
          </span>
        </Fragment>
      )),
    },
    {
      key: 'score',
      label: labels.averageScore,
      value: String(totals.averageScore),
      note: (
        <>
          {summary.previousDay}: {totals.previousAverageScore} <Change value={totals.averageScore - totals.previousAverageScore} />
        </>
      ),
    },
    { key: 'flagged', label: labels.flagged, value: formatCount(totals.flagged, lang), flagged: true },
  ];
  return (
    <article className="pr-page pr-report" data-mfe="products" data-build={BUILD_ID}>
      <PageHead
        title={content.seo.title}
        description={content.seo.description}
        breadcrumbs={[
          { name: product, path: PRODUCT_PATH },
          { name: content.breadcrumb, path: href('sample-report') },
        ]}
      />
      <header className="pr-report-hero">
        <div className="ui-container">
          <Link className="pr-report-hero__back" to={PRODUCT_PATH}>
            <span aria-hidden="true">← </span>
            {content.backLink}
          </Link>
          <p className="ui-eyebrow">{content.header.eyebrow}</p>
          <h1 className="pr-report-hero__title">{content.header.title}</h1>
          <p className="pr-report-hero__lead">{content.header.lead}</p>
          <dl className="pr-report-details">
            {content.header.details.map((detail) => (
              <div key={detail.label} className="pr-report-details__item">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          <p className="pr-report-hero__note" role="note">
            {content.header.note}
          </p>
        </div>
      </header>

      <Block id="summary" title={summary.title}>
        <dl className="pr-report-kpis">
          {kpis.map((kpi) => (
            <div key={kpi.key} className={kpi.flagged ? 'pr-report-kpis__item pr-report-kpis__item--flagged' : 'pr-report-kpis__item'}>
              <dt className="pr-report-kpis__label">{kpi.label}</dt>
              <dd className="pr-report-kpis__value">{kpi.value}</dd>
              {kpi.note && <dd className="pr-report-kpis__note">{kpi.note}</dd>}
            </div>
          ))}
        </dl>
        <div className="pr-report-charts">
          <ScoreBandsChart words={content.distribution} distribution={figures.distribution} lang={lang} />
          <HourlyChart words={content.hours} hours={figures.hours} lang={lang} />
        </div>
        <div className="pr-report-highlights">
          <h3 className="pr-report-highlights__title">{summary.highlights.title}</h3>
          <ul className="pr-report-highlights__list">
            {summary.highlights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Block>

      <Block id="funnel" tone="muted" title={content.funnel.title} lead={content.funnel.lead}>
        <FunnelTable words={content.funnel} funnel={figures.funnel} lang={lang} labelledBy="funnel-title" />
      </Block>

      <Block id="ranking" title={content.ranking.title} lead={content.ranking.lead}>
        <RankingTable words={content.ranking} units={units} figures={figures} lang={lang} labelledBy="ranking-title" />
      </Block>

      <Block id="lowest" tone="muted" title={content.lowest.title} lead={content.lowest.lead}>
        <ol className="pr-report-calls">
          {content.lowest.calls.map((call) => (
            <li key={`${call.manager}-${call.time}`} className="ui-card pr-report-call">
              <div className="pr-report-call__head">
                <h3 className="pr-report-call__who">
                  {nameOf(call.manager)} · <time>{call.time}</time>
                </h3>
                <p className="pr-report-call__score">
                  <strong>{call.score}</strong>/100
                </p>
              </div>
              <p className="pr-report-call__length">{formatCallLength(call.length, units)}</p>
              <p className="pr-report-call__reason">{call.reason}</p>
              <p className="pr-report-call__missed-title">{content.lowest.labels.missed}</p>
              <ul className="pr-report-call__missed">
                {call.missed.map((criterion) => (
                  <li key={criterion}>{criterion}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Block>

      <Block id="tips" title={content.tips.title} lead={content.tips.lead}>
        <ol className="pr-report-tips">
          {content.tips.items.map((tip) => {
            return (
              <li key={tip.manager} className="ui-card pr-report-tip">
                <h3 className="pr-report-tip__name">
                  {nameOf(tip.manager)} <span className="pr-report-tip__score">{scoreOf(tip.manager)}</span>
                </h3>
                <p className="pr-report-tip__focus">{tip.focus}</p>
                <p className="pr-report-tip__label">
                  {content.tips.labels.said} <time>{tip.time}</time>
                </p>
                <blockquote className="pr-report-tip__said">
                  <p>{tip.said}</p>
                </blockquote>
                <p className="pr-report-tip__label">{content.tips.labels.instead}</p>
                <p className="pr-report-tip__instead">{tip.instead}</p>
              </li>
            );
          })}
        </ol>
      </Block>

      <Section tone="dark" className="pr-report-cta" aria-labelledby="report-cta-title">
        <h2 id="report-cta-title" className="pr-cta__title">
          {content.cta.title}
        </h2>
        <p className="pr-lead pr-lead--inverse">{content.cta.text}</p>
        <div className="pr-report-cta__actions">
          <AnchorButton href="#request" size="lg">
            {content.cta.button}
          </AnchorButton>
          <ButtonLink to={href('product', { product: 'ai-sales-manager', hash: 'how-it-works' })} size="lg" variant="secondary">
            {content.cta.secondary}
          </ButtonLink>
        </div>
      </Section>

      {/* The request it leads to, on the page itself with the sample report already ticked: no script needed for either. */}
      <LeadFormSection
        tone="muted"
        id="request"
        aria-labelledby="request-title"
        pitch={
          <>
            <h2 id="request-title">{t('sampleReportForm.title')}</h2>
            <p className="pr-lead">{t('sampleReportForm.lead')}</p>
          </>
        }
      >
        <LeadForm formId="sales-manager" interests={['sample-report']} />
      </LeadFormSection>
    </article>
  );
}
