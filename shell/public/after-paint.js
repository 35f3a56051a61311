// Prerendered pages load the app through this file instead of the entry's own script tag: the
// page is complete without JavaScript, so its code starts once the page has painted rather than
// competing with the first paint for the network and the main thread. The prerender step names
// the entry in `data-entry`; a stable file name keeps it valid across releases. A page opened in
// a background tab starts when it is first shown, as frames are only produced then.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)));
