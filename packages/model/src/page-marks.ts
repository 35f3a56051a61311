/**
 * Marks on the page that the apps and the page's own script (the shell's loader of prerendered
 * pages) read: what a remote's HTML carries for the loader to answer before any app runs, and
 * without one; what a remote sets for the shell.
 */

/** On a form of radios whose checked values are the page's query (a library's filters): a choice is written into the URL. */
export const QUERY_FORM_ATTRIBUTE = 'data-query-form';

/**
 * Set on `<html>` while something on the page must outlive a navigation (an open conversation with
 * the voice assistant): the site's links then navigate inside the app (`holdPage` of `@site/ui`).
 */
export const PAGE_HELD_ATTRIBUTE = 'data-page-held';
