import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation as useRouterNavigation } from 'react-router-dom';
import { Spinner, Toaster } from '@site/ui';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';
import { ScrollToTopButton } from '../chrome/scroll-to-top-button';
import { VoiceSlot } from '../chrome/voice-slot';
import { useDelayedFlag } from '../chrome/use-delayed-flag';
import { routePlainLinks } from '../islands/plain-links';
import { announceReady } from '../page-protocol';
import { ShellNavigationProvider } from './navigation-provider';
import type { LoaderData } from './page-loader';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** The chrome around every page: header, main area, footer, the floating voice widget. */
export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useLoaderData() as LoaderData;
  const { t } = useTranslation('shell');
  const routerNavigation = useRouterNavigation();
  const loading = useDelayedFlag(routerNavigation.state === 'loading', 150);
  const navigate = useNavigate();
  useScrollOnNavigation();
  useEffect(() => routePlainLinks((href) => void navigate(href)), [navigate]);
  // A prerendered page's loader repeats the presses it held until now (src/start/).
  useEffect(announceReady, []);

  return (
    <ShellNavigationProvider>
      <a className="ui-skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" className="sh-main" aria-busy={loading || undefined}>
        {loading ? <Spinner centered label={t('a11y.loading')} /> : children}
      </main>
      <Footer />
      <ScrollToTopButton />
      <VoiceSlot lang={lang} />
      <Toaster regionLabel={t('a11y.notifications')} closeLabel={t('a11y.closeNotification')} />
    </ShellNavigationProvider>
  );
}
