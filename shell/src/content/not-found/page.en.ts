import type { NotFoundPage } from '@site/content';

export default {
  seo: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
  },
  title: 'Oops! Page not found',
  lead: 'The page may have moved or never existed. These links will take you back:',
  linksLabel: 'Useful links',
} satisfies NotFoundPage;
