import type { NotFoundPage } from '@site/content';

export default {
  seo: {
    title: 'Nie znaleziono strony',
    description: 'Strona, której szukasz, nie istnieje.',
  },
  title: 'Ups! Nie ma takiej strony',
  lead: 'Strona mogła zmienić adres albo nigdy nie istniała. Te linki zaprowadzą Cię z powrotem:',
  linksLabel: 'Przydatne linki',
} satisfies NotFoundPage;
