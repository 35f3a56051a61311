import type { ArticleCard } from '@site/contracts';

/** The cards of every article in this language, as one chunk: what the blog list shows. */
export default import.meta.glob<ArticleCard>('../*/card.ru.ts', { eager: true, import: 'default' });
