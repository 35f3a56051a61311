import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { LanguageScope } from './language-scope';
import { Layout } from './layout';
import { createPageLoader, type PageLoaderOptions } from './page-loader';
import { RoutePage } from './route-page';
import { RouteError } from './route-error';

/**
 * One catch-all route: the site's route table (`@site/model`) decides what each URL is, in the
 * loader, so the router, the prerender, the sitemap and the local twin cannot disagree.
 */
export function createAppRouter(options: PageLoaderOptions): DataRouter {
  return createBrowserRouter([
    {
      path: '*',
      loader: createPageLoader(options),
      element: (
        <LanguageScope>
          <Layout>
            <RoutePage />
          </Layout>
        </LanguageScope>
      ),
      errorElement: <RouteError />,
    },
  ]);
}

/** Resolves once the first page's loader has finished, so the first render is complete. */
export function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
