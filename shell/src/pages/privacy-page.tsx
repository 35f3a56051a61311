import type { FunctionComponent } from 'react';
import type { PrivacyPage as PrivacyPageCopy } from '@site/content';
import { href, type Language } from '@site/model';
import { Link, PageHead, PageHero, Section } from '@site/ui';
import { loadPageCopy } from '../content/load-pages';
import { RetentionList } from './retention-list';

const SECTIONS = ['controller', 'forms', 'voice', 'meetings', 'purposes', 'basis', 'retention', 'recipients', 'rights', 'erasure', 'contact'] as const;

/** The privacy policy in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function privacyPageIn(lang: Language): Promise<FunctionComponent> {
  const copy = await loadPageCopy('privacy', lang);
  return function PrivacyPageIn() {
    return <PrivacyPage copy={copy} />;
  };
}

/** The privacy policy, section by section; its copy is `shell/src/content/privacy/`, its figures the data policy's. */
export function PrivacyPage({ copy }: { readonly copy: PrivacyPageCopy }) {
  return (
    <>
      <PageHead title={copy.seo.title} brand="dash" description={copy.seo.description} breadcrumbs={[{ name: copy.title, path: href('privacy') }]} />
      <PageHero title={copy.title} lead={copy.lead}>
        <p className="sh-updated">{copy.updated}</p>
      </PageHero>
      <Section>
        <div className="sh-prose">
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`privacy-${section}`}>
              <h2 id={`privacy-${section}`}>{copy.sections[section].title}</h2>
              <p>{copy.sections[section].text}</p>
              {section === 'retention' && (
                <>
                  <RetentionList stores={copy.sections.retention.stores} />
                  <p>
                    <Link to={href('trust')}>{copy.trustLink}</Link>
                  </p>
                </>
              )}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
