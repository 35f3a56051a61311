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

/**
 * Set on `<html>` by a control outside the voice remote that opens the assistant (the home hero's
 * "Talk to Lumi" and its way to type): the channel the visitor asked for, `voice` or `text`. The
 * voice widget takes it (and removes it) when it mounts, or when `ASSISTANT_REQUEST_EVENT` says a new
 * one is there; a mark rather than an event alone, so a request made before the widget's code has
 * loaded is not lost.
 */
export const ASSISTANT_REQUEST_ATTRIBUTE = 'data-assistant-request';
/** Sent on `window` after `ASSISTANT_REQUEST_ATTRIBUTE` is set: a widget already running takes the request at once. */
export const ASSISTANT_REQUEST_EVENT = 'site:assistant-request';
export type AssistantChannel = 'voice' | 'text';

/**
 * On a control whose press a remote answers before the app runs (the voice launcher, the home
 * hero's "Talk to Lumi"): the remote's name. The loader imports that remote's starter (named in its
 * `build.json`) at the press, so what the press begins (a call's microphone, token and socket) does
 * not wait for the framework; the remote's own island takes it over when it hydrates.
 */
export const STARTER_ATTRIBUTE = 'data-starter';

/**
 * On a phone field's country picker (a `<select>`): the country it was rendered with, its language's
 * (`''` for none). The page's script moves a picker still there to the viewer's country
 * (`adoptViewerCountry`) and keeps the picker's face (`PHONE_FACE_ATTRIBUTE`) in step with it
 * until the form's own code runs, when it also clears the number's example, which was the other
 * country's (the form writes the new one).
 */
export const PHONE_COUNTRY_ATTRIBUTE = 'data-phone-country';
/** On the element that holds a phone field's picker, its face and its number input. */
export const PHONE_FIELD_ATTRIBUTE = 'data-phone-field';
/** On the element beside a country picker that shows its flag and calling code (`phoneFace`). */
export const PHONE_FACE_ATTRIBUTE = 'data-phone-face';

/**
 * On a link that rings the company (`tel:`): the page's script puts the line of the visitor's
 * country there when the record has one, from the lines the footer lists in
 * `MARKET_PHONES_ATTRIBUTE`, so the prerendered page stays one file for everyone. `display`: the
 * link's text is the number, and changes with it; `href`: only where it rings changes.
 */
export const COMPANY_PHONE_ATTRIBUTE = 'data-company-phone';
/** On the footer: the record's lines per market as JSON (`{"PL":["+48…","+48 …"]}`), only when it has any. */
export const MARKET_PHONES_ATTRIBUTE = 'data-market-phones';
