import type { FunctionComponent } from 'react';
import type { SecurityPage as SecurityPageCopy } from '@site/content';
import { COMPANY, SECURITY_TXT_PATH, href, type Language } from '@site/model';
import { PageHead, PageHero, Section } from '@site/ui';
import { loadPageCopy } from '../content/load-pages';

/** The disclosure policy in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function securityPageIn(lang: Language): Promise<FunctionComponent> {
  const copy = await loadPageCopy('security', lang);
  return function SecurityPageIn() {
    return <SecurityPage copy={copy} />;
  };
}

/**
 * The vulnerability-disclosure policy that `/.well-known/security.txt` names as its `Policy`: where
 * to report (the company's security address), what to send, what is covered, what we ask and what
 * we promise. Its copy is `shell/src/content/security/`.
 */
export function SecurityPage({ copy }: { readonly copy: SecurityPageCopy }) {
  const { report, scope, rules, promises } = copy;
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} breadcrumbs={[{ name: copy.title, path: href('security') }]} />
      <PageHero title={copy.title} lead={copy.lead} />
      <Section>
        <div className="sh-disclosure">
          <section className="sh-disclosure__report" aria-labelledby="security-report">
            <h2 id="security-report">{report.title}</h2>
            <p>{report.text}</p>
            <p className="sh-disclosure__address">
              <span>{report.emailLabel}</span>
              <a href={`mailto:${COMPANY.securityEmail}`}>{COMPANY.securityEmail}</a>
            </p>
            <h3>{report.include.title}</h3>
            <List items={report.include.items} />
          </section>
          <section aria-labelledby="security-scope">
            <h2 id="security-scope">{scope.title}</h2>
            <List items={scope.covered} />
            <h3>{scope.excluded.title}</h3>
            <List items={scope.excluded.items} />
          </section>
          <section aria-labelledby="security-rules">
            <h2 id="security-rules">{rules.title}</h2>
            <List items={rules.items} />
          </section>
          <section aria-labelledby="security-promises">
            <h2 id="security-promises">{promises.title}</h2>
            <List items={promises.items} />
          </section>
        </div>
        <p className="sh-disclosure__machine">
          {copy.machineReadable}{' '}
          <a href={SECURITY_TXT_PATH} translate="no">
            {SECURITY_TXT_PATH}
          </a>
        </p>
      </Section>
    </>
  );
}

function List({ items }: { readonly items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
