import type { FunctionComponent } from 'react';
import { productDefaultRows, subjectName, subProcessorRows, type PrivacyPage, type TrustPage as TrustPageCopy } from '@site/content';
import { COMPANY, DATA_POLICY, PROCESSING_SUBJECTS, STANDARDS, dpaPath, href, type Language } from '@site/model';
import { FigureList, PageHead, PageHero, Section } from '@site/ui';
import { loadPageCopy } from '../content/load-pages';
import { RetentionList } from './retention-list';

/** The page's sections, in order: the ids their headings carry, which the aside's contents link to. */
const SECTIONS = ['site', 'processors', 'products', 'encryption', 'access', 'retention', 'assurance', 'aiAct', 'patients', 'gdpr'] as const;
type SectionId = (typeof SECTIONS)[number];
const anchor = (id: SectionId) => `trust-${id}`;
/** Names that stay as they are in every language (the standards, the companies): not for a translator. */
const STANDARD_NAMES = new Set<string>(Object.values(STANDARDS));

export interface TrustPageProps {
  readonly lang: Language;
  /** Its copy in the page's language (`shell/src/content/trust/`). */
  readonly copy: TrustPageCopy;
  /** Where personal data is kept and for how long: the privacy policy's list, in its words. */
  readonly stores: PrivacyPage['sections']['retention']['stores'];
}

/** The trust page in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function trustPageIn(lang: Language): Promise<FunctionComponent> {
  const [copy, privacy] = await Promise.all([loadPageCopy('trust', lang), loadPageCopy('privacy', lang)]);
  return function TrustPageIn() {
    return <TrustPage lang={lang} copy={copy} stores={privacy.sections.retention.stores} />;
  };
}

/**
 * The trust centre: where this site's data lives, the sub-processors by product, each product's
 * defaults, encryption, access, retention, certificates as they stand, the EU AI Act product by
 * product, patient data, and the DPA to download. Every fact is the company's record or the data
 * policy's (`@site/model`), which the CDK app deploys; where the policy chooses (the ElevenLabs
 * environment), the page prints what holds.
 */
export function TrustPage({ lang, copy, stores }: TrustPageProps) {
  const titles: Readonly<Record<SectionId, string>> = {
    site: copy.site.title,
    processors: copy.processors.title,
    products: copy.products.title,
    encryption: copy.encryption.title,
    access: copy.access.title,
    retention: copy.retention.title,
    assurance: copy.assurance.title,
    aiAct: copy.aiAct.title,
    patients: copy.patients.title,
    gdpr: copy.gdpr.title,
  };
  const heading = (id: SectionId) => <h2 id={anchor(id)}>{titles[id]}</h2>;
  const mailto = `mailto:${COMPANY.privacyEmail}?subject=${encodeURIComponent(copy.aside.request.subject)}`;
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} breadcrumbs={[{ name: copy.title, path: href('trust') }]} />
      <PageHero title={copy.title} lead={copy.lead}>
        <FigureList className="sh-claims" items={copy.claims} />
      </PageHero>
      <Section>
        <div className="sh-trust">
          <aside className="sh-trust__aside" aria-label={copy.aside.dpa.title}>
            <div className="ui-card ui-card--raised sh-trust__card">
              <h2 className="sh-trust__card-title">{copy.aside.dpa.title}</h2>
              <p>{copy.aside.dpa.text}</p>
              <a
                className="ui-button ui-button--primary sh-trust__download"
                href={dpaPath(lang)}
                download={`${COMPANY.legalName.split(' ')[0]}-DPA-${lang}.pdf`}
                type="application/pdf"
              >
                {copy.aside.dpa.download}
                <span className="sh-trust__format">{copy.aside.dpa.format}</span>
              </a>
              <p className="sh-trust__request">{copy.aside.request.text}</p>
              <a className="ui-button ui-button--secondary" href={mailto}>
                {copy.aside.request.action}
              </a>
            </div>
            <div className="sh-trust__card">
              <h2 className="sh-trust__card-title">{copy.aside.contacts.title}</h2>
              <dl className="sh-trust__contacts">
                <dt>{copy.aside.contacts.privacy}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
                </dd>
                <dt>{copy.aside.contacts.security}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.securityEmail}`}>{COMPANY.securityEmail}</a>
                </dd>
              </dl>
            </div>
            <nav className="sh-trust__card sh-trust__contents" aria-label={copy.aside.contents}>
              <h2 className="sh-trust__card-title">{copy.aside.contents}</h2>
              <ol>
                {SECTIONS.map((id) => (
                  <li key={id}>
                    <a href={`#${anchor(id)}`}>{titles[id]}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
          <div className="sh-trust__main sh-prose">
            <section aria-labelledby={anchor('site')}>
              {heading('site')}
              <p>{copy.site.storage}</p>
              <p>{copy.site.voice[DATA_POLICY.voiceEnvironment]}</p>
              <p>{copy.site.firewall}</p>
            </section>
            <section aria-labelledby={anchor('processors')}>
              {heading('processors')}
              <p>{copy.processors.lead}</p>
              <SubProcessorTable copy={copy} />
            </section>
            <section aria-labelledby={anchor('products')}>
              {heading('products')}
              <p>{copy.products.lead}</p>
              <ProductDefaultsTable copy={copy} lang={lang} />
            </section>
            <section aria-labelledby={anchor('encryption')}>
              {heading('encryption')}
              <TitledList items={copy.encryption.items} />
            </section>
            <section aria-labelledby={anchor('access')}>
              {heading('access')}
              <TitledList items={copy.access.items} />
            </section>
            <section aria-labelledby={anchor('retention')}>
              {heading('retention')}
              <p>{copy.retention.lead}</p>
              <RetentionList stores={stores} />
            </section>
            <section aria-labelledby={anchor('assurance')}>
              {heading('assurance')}
              <p>{copy.assurance.lead}</p>
              <dl className="sh-trust__assurance">
                {copy.assurance.items.map((item) => (
                  <div key={item.name}>
                    <dt>
                      <span translate={STANDARD_NAMES.has(item.name) ? 'no' : undefined}>{item.name}</span>{' '}
                      <span className="sh-trust__status">{item.status}</span>
                    </dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby={anchor('aiAct')}>
              {heading('aiAct')}
              <p>{copy.aiAct.lead}</p>
              <dl className="sh-trust__subjects">
                {PROCESSING_SUBJECTS.map((subject) => (
                  <div key={subject}>
                    <dt>{subjectName(copy, subject)}</dt>
                    <dd>{copy.aiAct.subjects[subject]}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby={anchor('patients')}>
              {heading('patients')}
              <p>{copy.patients.lead}</p>
              <TitledList items={copy.patients.items} />
            </section>
            <section aria-labelledby={anchor('gdpr')}>
              {heading('gdpr')}
              {copy.gdpr.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </div>
        </div>
      </Section>
    </>
  );
}

function TitledList({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="sh-trust__points">
      {items.map((item) => (
        <li key={item.title}>
          <strong>{item.title}.</strong> {item.text}
        </li>
      ))}
    </ul>
  );
}

/** A table whose rows are headed by their first cell; on a phone each row is a card, each cell named by its column. */
function TrustTable({
  columns,
  rows,
  namedRows,
}: {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly (string | readonly string[])[] }[];
  /** The rows are headed by names the same in every language (companies). */
  namedRows?: boolean;
}) {
  return (
    <table className="sh-trust__table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...cells] }) => (
          <tr key={key}>
            <th scope="row" translate={namedRows ? 'no' : undefined}>
              {head}
            </th>
            {cells.map((cell, index) => (
              <td key={columns[index + 1]} data-label={columns[index + 1]}>
                {typeof cell === 'string'
                  ? cell
                  : cell.map((line) => (
                      <span key={line} className="sh-trust__line">
                        {line}
                      </span>
                    ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SubProcessorTable({ copy }: { copy: TrustPageCopy }) {
  const { name, what, where, usedBy } = copy.processors.columns;
  const rows = subProcessorRows(copy).map((row) => ({ key: row.id, cells: [row.name, row.what, row.where, row.usedBy.join(', ')] }));
  return <TrustTable columns={[name, what, where, usedBy]} rows={rows} namedRows />;
}

function ProductDefaultsTable({ copy, lang }: { copy: TrustPageCopy; lang: Language }) {
  const { product, retention, environment, zeroRetention } = copy.products.columns;
  const rows = productDefaultRows(copy, lang).map((row) => ({ key: row.subject, cells: [row.name, row.retention, row.environment, row.copyAtElevenLabs] }));
  return <TrustTable columns={[product, retention, environment, zeroRetention]} rows={rows} />;
}
