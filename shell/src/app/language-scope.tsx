import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { i18nFor } from '@site/i18n';
import type { LoaderData } from './page-loader';

/** Renders everything below in the language of the page's URL, and says so on `<html lang>`. */
export function LanguageScope({ children }: { children: ReactNode }) {
  const { lang } = useLoaderData() as LoaderData;
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>;
}
