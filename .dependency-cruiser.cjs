/**
 * The architecture's one-way dependencies (README: "Dependencies point one way"), checked on the
 * resolved graph of what runs: imports of types alone are erased by the compiler and left out (the
 * site model names React's types for what a remote exposes, and runs on nothing). Rules marked
 * `reachable` also catch an edge through other modules. `npm run deps:check`; part of `npm test`.
 */
const APP = '(mfe-products|mfe-content|mfe-voice|shell)';
const FRONT_END_LIBS = 'node_modules/(react|react-dom|i18next|react-i18next|sonner|react-hook-form|react-router|react-router-dom)/';

module.exports = {
  forbidden: [
    {
      name: 'packages-know-no-app',
      comment: 'Shared packages are shared by every app; an app is never theirs to import.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^(${APP.slice(1, -1)}|lambdas|infra)/` },
    },
    {
      name: 'apps-never-import-another-app',
      comment: 'A microfrontend imports only packages/*; the shell reaches the remotes through Module Federation alone.',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: `^${APP}/`, pathNot: '^$1/' },
    },
    {
      name: 'apps-never-import-the-backend',
      severity: 'error',
      from: { path: `^${APP}/` },
      to: { path: '^(lambdas|infra)/' },
    },
    {
      name: 'only-the-shell-loads-the-global-styles',
      comment: "The design system's global stylesheet is loaded once, by the shell's entry.",
      severity: 'error',
      from: { path: `^${APP}/`, pathNot: '^shell/src/main\\.tsx$' },
      to: { path: '^packages/ui/src/styles/' },
    },
    {
      name: 'the-model-depends-on-nothing',
      comment: 'The site model is imported by the edge, the contracts and the Lambdas: it runs on nothing.',
      severity: 'error',
      from: { path: '^packages/model/src/', pathNot: '/__tests__/' },
      to: { pathNot: '^packages/model/' },
    },
    {
      name: 'the-contracts-know-no-front-end',
      comment: 'The backend imports the contracts: nothing they reach may be i18next, React or the design system.',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: '/__tests__/' },
      to: { path: `(^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})`, reachable: true },
    },
    {
      name: 'the-lambdas-know-no-front-end',
      comment:
        'A function bundles what it reaches: no app, no i18next, no React, no design system. The forms’ words are data, not code: the page that answers a form posted without JavaScript speaks them too.',
      severity: 'error',
      from: { path: '^lambdas/', pathNot: '/__tests__/' },
      to: { path: `(^${APP}/|^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})`, pathNot: '^packages/forms/src/locales/[a-z]+\\.json$', reachable: true },
    },
    {
      name: 'the-agent-reads-documents-not-apps',
      comment:
        "The voice agent's generator reads the content documents the pages render (and the company's contact details); it runs nothing of an app, and nothing of the front end.",
      severity: 'error',
      from: { path: '^agent/' },
      to: {
        path: `(^${APP}/|^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})`,
        pathNot: '^(mfe-products/src/content/|mfe-content/src/content/(cases|blog|team)/|shell/src/chrome/contact-details\\.ts$)',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|cdk\\.out)/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
