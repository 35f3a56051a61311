import type { FunctionComponent } from 'react';
import { API_PATHS, DO_NOT_CALL_ANCHORS, type DoNotCallAction } from '@site/contracts';
import type { PrivacyPage as PrivacyPageCopy } from '@site/content';
import { href, type Language } from '@site/model';
import { Link, PageHead, PageHero, Section } from '@site/ui';
import { loadPageCopy } from '../content/load-pages';
import { RetentionList } from './retention-list';

const SECTIONS = [
  'controller',
  'forms',
  'voice',
  'phoneCalls',
  'meetings',
  'purposes',
  'basis',
  'retention',
  'recipients',
  'rights',
  'erasure',
  'doNotCall',
  'contact',
] as const;

/** The privacy policy in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function privacyPageIn(lang: Language): Promise<FunctionComponent> {
  const copy = await loadPageCopy('privacy', lang);
  return function PrivacyPageIn() {
    return <PrivacyPage copy={copy} lang={lang} />;
  };
}

/** The privacy policy, section by section; its copy is `shell/src/content/privacy/`, its figures the data policy's. */
export function PrivacyPage({ copy, lang }: { readonly copy: PrivacyPageCopy; readonly lang: Language }) {
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} breadcrumbs={[{ name: copy.title, path: href('privacy') }]} />
      <PageHero title={copy.title} lead={copy.lead}>
        <p className="sh-updated">{copy.updated}</p>
      </PageHero>
      <Section>
        <div className="sh-prose">
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`privacy-${section}`}>
              <h2 id={`privacy-${section}`}>{copy.sections[section].title}</h2>
              <p>{copy.sections[section].text}</p>
              {section === 'doNotCall' && <DoNotCallForm copy={copy.sections.doNotCall} lang={lang} />}
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

/**
 * The do-not-call list's form, whose two buttons list a number or ask Lumi's one call that lifts its
 * listing: the browser's own post to the API (no script, so it works before and
 * without the app), answered with this page at the anchor of the note that says what happened, which
 * the style sheet shows (`:target`).
 */
function DoNotCallForm({ copy, lang }: { readonly copy: PrivacyPageCopy['sections']['doNotCall']; readonly lang: Language }) {
  return (
    <>
      <form method="post" action={API_PATHS.doNotCall} className="sh-do-not-call" id="do-not-call">
        <input type="hidden" name="language" value={lang} />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="do-not-call-phone">
            {copy.phoneLabel}
          </label>
          <input
            id="do-not-call-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            className="ui-field__input"
            aria-describedby="do-not-call-hint"
          />
          <p id="do-not-call-hint" className="ui-field__hint">
            {copy.phoneHint}
          </p>
        </div>
        <div className="sh-do-not-call__actions">
          <button type="submit" name="action" value={'list' satisfies DoNotCallAction} className="ui-button ui-button--secondary">
            {copy.submit}
          </button>
          <button type="submit" name="action" value={'lift' satisfies DoNotCallAction} className="ui-button ui-button--ghost">
            {copy.liftSubmit}
          </button>
        </div>
      </form>
      {(['listed', 'lift_requested', 'invalid', 'busy'] as const).map((outcome) => (
        <p
          key={outcome}
          id={DO_NOT_CALL_ANCHORS[outcome]}
          className="sh-target-note"
          role={outcome === 'listed' || outcome === 'lift_requested' ? 'status' : 'alert'}
        >
          {copy[outcome]}
        </p>
      ))}
    </>
  );
}
