import '../styles/content.css';
import type { ArticleSlug, LoadInput, RemotePageProps } from '@site/model';
import { loadArticleBody, loadArticleSummaries } from '../content/load-content';
import type { ArticlePageData } from '../pages/article-page';

export { NAMESPACES as namespaces } from '../i18n';
export { ArticlePage as default } from '../pages/article-page';
export { BUILD_ID as buildId } from '../build';

export async function load({ lang, params }: LoadInput<RemotePageProps<ArticlePageData>>): Promise<ArticlePageData> {
  const slug = params.slug as ArticleSlug;
  const [articles, body] = await Promise.all([loadArticleSummaries(lang), loadArticleBody(slug, lang)]);
  const summary = articles.find((article) => article.slug === slug)!;
  const related = summary.related.articles.map((other) => articles.find((article) => article.slug === other)!);
  return { summary, body, related };
}
