import type { NotFoundPage } from '@site/content';

export default {
  seo: {
    title: 'Страница не найдена',
    description: 'Страницы, которую вы ищете, не существует.',
  },
  title: 'Ой! Страница не найдена',
  lead: 'Возможно, страница переехала или её никогда не было. Эти ссылки помогут вернуться:',
  linksLabel: 'Полезные ссылки',
} satisfies NotFoundPage;
