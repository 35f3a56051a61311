import type { CaseCard } from '@site/contracts';

/** The cards of every case in this language, as one chunk: what the library and the widgets show. */
export default import.meta.glob<CaseCard>('../*/card.ru.ts', { eager: true, import: 'default' });
