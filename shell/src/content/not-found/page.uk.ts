import type { NotFoundPage } from '@site/content';

export default {
  seo: {
    title: 'Сторінку не знайдено',
    description: 'Сторінки, яку ви шукаєте, не існує.',
  },
  title: 'Ой! Сторінку не знайдено',
  lead: 'Можливо, сторінка переїхала або її ніколи не було. Ці посилання допоможуть повернутися:',
  linksLabel: 'Корисні посилання',
} satisfies NotFoundPage;
