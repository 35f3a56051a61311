import { useTranslation } from 'react-i18next';
import { useNavigation } from '@site/ui';

/** When an article was published and how long it takes to read, in the page's language. */
export function ArticleMeta({ date, readTime }: { date: string; readTime: number }) {
  const { t } = useTranslation('content');
  const { lang } = useNavigation();
  // The date is a calendar day: formatted in UTC, it is the same day for every visitor and for the prerender.
  const published = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
  return (
    <p className="ct-article-meta">
      <time dateTime={date}>{published}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.readTime', { count: readTime })}</span>
    </p>
  );
}
