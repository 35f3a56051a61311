import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as SiteModel from '@site/model';
import * as SiteI18n from '@site/i18n';
import * as SiteUi from '@site/ui';

/**
 * The modules the shell lends every remote (the shared singletons of vite.federation.ts): the very
 * instances the shell runs on, so the page has one React, one i18next and one navigation context.
 */
export const PROVIDED_SINGLETONS: Readonly<Record<string, object>> = {
  react: React,
  'react-dom': ReactDOM,
  i18next: I18next,
  'react-i18next': ReactI18next,
  '@site/model': SiteModel,
  '@site/i18n': SiteI18n,
  '@site/ui': SiteUi,
};
