import type { CaseCard } from '@site/content';

/** The cards of every case in this language, as one chunk: what the library and the widgets show. */
export default import.meta.glob<CaseCard>('../cases/*/card.pl.ts', { eager: true, import: 'default' });
