import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { prepareLanguage } from '@site/i18n';
import { forgetLeadNumber, keptLeadNumber, leadNumberOf, type LeadNumber } from '@site/forms/lead-number';
import { LEAD_FORM_PRODUCTS, type Language, type LeadCallOrdered, type LeadCallProps, type LeadFormId } from '@site/model';
import { loadRemoteView, type RemoteView } from '../federation/remotes';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * "Lumi calls you now" on a lead form's thank-you page: the voice remote's call panel (`./LeadCall`)
 * with the number the form was just sent with in this tab, and the form's product. Shown only where
 * that number is known (the form's script kept it); a visitor who ignores it keeps the page as it was.
 * Once the call is placed or booked the number is forgotten, and the page is told what was chosen.
 */

/** The call panel's module, loading or loaded: the thank-you page starts it beside its copy. */
export interface LeadCallPanel {
  readonly ready: Promise<RemoteView<LeadCallProps>>;
  /** Set once loaded: a page rendered after that has the panel in its first frame, and nothing below it moves. */
  readonly loaded: () => RemoteView<LeadCallProps> | undefined;
}

/** Starts loading the panel, in `lang`, when this tab kept a form's number; else there is nothing to offer. */
export function loadLeadCallPanel(lang: Language): LeadCallPanel | undefined {
  const kept = leadNumberOf();
  if (!kept) return undefined;
  let view: RemoteView<LeadCallProps> | undefined;
  const ready = loadRemoteView<LeadCallProps>('voice', './LeadCall', { lang, phone: kept.phone, country: kept.country }).then(async (loaded) => {
    if (loaded.ok) await prepareLanguage(lang, loaded.module.namespaces);
    view = loaded;
    return loaded;
  });
  return { ready, loaded: () => view };
}

/** How long the thank-you page waits for the panel before it renders without it (the panel then comes into a kept room). */
const PANEL_WAIT_MS = 2500;

/** Resolves once the panel has loaded, or PANEL_WAIT_MS after it was asked for, whichever is first. */
export function panelLoadedOrLate(panel: LeadCallPanel): Promise<unknown> {
  return Promise.race([panel.ready, new Promise((resolve) => setTimeout(resolve, PANEL_WAIT_MS))]);
}

const neverChanges = () => () => undefined;

export function LeadCallOffer({
  form,
  panel,
  onOrdered,
}: {
  readonly form: LeadFormId;
  readonly panel: LeadCallPanel | undefined;
  readonly onOrdered: (ordered: LeadCallOrdered) => void;
}) {
  // None while a prerendered page hydrates (the server knew no number); known at once after the form's navigation.
  const kept = useSyncExternalStore(neverChanges, keptLeadNumber, () => null);
  const number = useMemo(() => (kept === null ? undefined : leadNumberOf(form)), [kept, form]);
  // The number the panel was shown with: it stays through the call it places, which forgets the kept one.
  const [shown, setShown] = useState<LeadNumber>();
  const offered = shown ?? number;
  const [view, setView] = useState(() => panel?.loaded());

  useEffect(() => {
    if (view || !panel || !offered) return;
    let left = false;
    void panel.ready.then((loaded) => {
      if (!left) setView(loaded);
    });
    return () => {
      left = true;
    };
  }, [view, panel, offered]);

  if (!offered || !panel || (view && !view.ok)) return null;
  if (!view) return <div className="sh-lead-call" aria-busy="true" />;
  const product = LEAD_FORM_PRODUCTS[form];
  return (
    <div className="sh-lead-call">
      <RemoteSlot
        name="voice:lead-call"
        remote="voice"
        result={view}
        compact
        props={{
          phone: offered.phone,
          country: offered.country,
          ...(product && { product }),
          ...(offered.morning && { morning: offered.morning }),
          onOrdered: (ordered: LeadCallOrdered) => {
            setShown(offered);
            forgetLeadNumber();
            onOrdered(ordered);
          },
        }}
      />
    </div>
  );
}
