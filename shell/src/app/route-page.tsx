import { useLoaderData, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { ContactsPage } from '../pages/contacts-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PrivacyPage } from '../pages/privacy-page';
import { ThankYouPage } from '../pages/thank-you-page';
import type { LoaderData } from './page-loader';

/** Renders what the loader found for the URL. */
export function RoutePage() {
  const { lang, page } = useLoaderData() as LoaderData;
  const { pathname, search } = useLocation();
  switch (page.kind) {
    case 'home':
      return <HomePage lang={lang} widgets={page.widgets} LeadForm={page.form.LeadForm} />;
    case 'contacts':
      return <ContactsPage LeadForm={page.form.LeadForm} />;
    case 'thank-you':
      return <ThankYouPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'remote':
      return (
        <RemoteSlot
          key={pathname}
          name={`${page.remote}:${page.routeId}`}
          result={page.result}
          props={{
            lang,
            params: page.params,
            query: new URLSearchParams(search),
            slots: Object.fromEntries(
              Object.entries(page.slots).map(([slot, { remote, props, result }]) => [
                slot,
                <RemoteSlot key={slot} compact name={`${remote}:${slot}`} result={result} props={{ lang, ...props }} />,
              ]),
            ),
          }}
        />
      );
  }
}
