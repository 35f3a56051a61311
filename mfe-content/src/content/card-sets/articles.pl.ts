import type { ArticleCard } from '@site/content';

/** The cards of every article in this language, as one chunk: what the blog list shows. */
export default import.meta.glob<ArticleCard>('../blog/*/card.pl.ts', { eager: true, import: 'default' });
