import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { prepareLanguage } from '@site/i18n';
import { forgetLeadNumber, keptLeadNumber, leadNumberOf } from '@site/forms/lead-number';
import { LEAD_FORM_PRODUCTS, type LeadCallOrdered, type LeadCallProps, type LeadFormId } from '@site/model';
import { useNavigation } from '@site/ui';
import { loadRemoteView, type RemoteView } from '../federation/remotes';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * "Lumi calls you now" on a lead form's thank-you page: the voice remote's call panel (`./LeadCall`)
 * with the number the form was just sent with in this tab, and the form's product. Shown only where
 * that number is known (the form's script kept it); a visitor who ignores it keeps the page as it was.
 * Once the call is placed or booked the number is forgotten, and the page is told what was chosen.
 */
const neverChanges = () => () => undefined;

export function LeadCallOffer({ form, onOrdered }: { readonly form: LeadFormId; readonly onOrdered: (ordered: LeadCallOrdered) => void }) {
  const { lang } = useNavigation();
  // Known at the first render after the form's navigation, so the offer's room is kept from the
  // start and the picker below never moves when the panel arrives; none when a prerendered page
  // hydrates (the server knew no number), which then renders it afterwards.
  const kept = useSyncExternalStore(neverChanges, keptLeadNumber, () => null);
  const number = useMemo(() => (kept === null ? undefined : leadNumberOf(form)), [kept, form]);
  const [offer, setOffer] = useState<{ readonly view: RemoteView<LeadCallProps>; readonly phone: string; readonly country: string }>();

  useEffect(() => {
    if (!number) return;
    let left = false;
    void loadRemoteView<LeadCallProps>('voice', './LeadCall', { lang, phone: number.phone, country: number.country }).then(async (view) => {
      if (view.ok) await prepareLanguage(lang, view.module.namespaces);
      if (!left) setOffer({ view, phone: number.phone, country: number.country });
    });
    return () => {
      left = true;
    };
  }, [number, lang]);

  // Once shown the panel stays, through the call it places: ordering forgets the kept number.
  if (offer ? !offer.view.ok : !number) return null;
  if (!offer) return <div className="sh-lead-call" aria-busy="true" />;
  const product = LEAD_FORM_PRODUCTS[form];
  return (
    <div className="sh-lead-call">
      <RemoteSlot
        name="voice:lead-call"
        remote="voice"
        result={offer.view}
        compact
        props={{
          phone: offer.phone,
          country: offer.country,
          ...(product && { product }),
          onOrdered: (ordered: LeadCallOrdered) => {
            forgetLeadNumber();
            onOrdered(ordered);
          },
        }}
      />
    </div>
  );
}
