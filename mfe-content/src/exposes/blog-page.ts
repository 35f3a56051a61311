import '../styles/content.css';
import type { LoadInput, RemotePageProps } from '@site/model';
import { loadArticleSummaries } from '../content/load-content';
import type { BlogPageData } from '../pages/blog-page';

export { NAMESPACES as namespaces } from '../i18n';
export { BlogPage as default } from '../pages/blog-page';
export { BUILD_ID as buildId } from '../build';

export async function load({ lang }: LoadInput<RemotePageProps<BlogPageData>>): Promise<BlogPageData> {
  return { articles: await loadArticleSummaries(lang) };
}
