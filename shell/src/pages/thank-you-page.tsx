import { useTranslation } from 'react-i18next';
import { href } from '@site/model';
import { ButtonLink, PageHead, PageHero } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';

export function ThankYouPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <>
      <PageHead title={t('thankYou.meta.title')} brand="dash" description={t('thankYou.meta.description')} noindex />
      <PageHero title={t('thankYou.title')} lead={t('thankYou.lead')}>
        <ButtonLink to={href('home')}>{t('thankYou.backHome')}</ButtonLink>
      </PageHero>
    </>
  );
}
