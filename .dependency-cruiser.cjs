/**
 * The architecture's one-way dependencies (README: "Dependencies point one way"), checked on the
 * resolved graph of what runs: imports of types alone are erased by the compiler and left out (the
 * site model names React's types for what a remote exposes, and runs on nothing). Rules marked
 * `reachable` also catch an edge through other modules. `npm run deps:check`; part of `npm test`.
 */
const APP = '(mfe-products|mfe-content|mfe-voice|shell)';
const FRONT_END_LIBS = 'node_modules/(react|react-dom|i18next|react-i18next|sonner|react-hook-form|react-router|react-router-dom)/';

/**
 * A workspace's public surface, read from its package.json's `exports` (the one place it is
 * written): the files another workspace may import, as a pattern of resolved paths.
 */
function publicSurface(workspace) {
  const targets = Object.values(require(`./${workspace}/package.json`).exports);
  const files = targets.map((target) => target.replace(/^\.\//, '').replace(/[.]/g, '\\.').replace('*', '[^/]+'));
  return `^${workspace}/(${files.join('|')})$`;
}

module.exports = {
  forbidden: [
    {
      name: 'packages-know-no-app',
      comment: 'Shared packages are shared by every app; an app is never theirs to import.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^(${APP.slice(1, -1)}|lambdas|platform|infra)/` },
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
      to: { path: '^(lambdas|platform|infra)/' },
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
      name: 'the-countries-rung-are-chosen-by-hand',
      comment:
        'The countries Lumi rings are a toll-fraud control, reviewed by hand: lumi-phone.ts reads no content (cases, the company), so a new case study or office widens nothing.',
      severity: 'error',
      from: { path: '^packages/model/src/lumi-phone\\.ts$' },
      to: { path: '^packages/model/src/(catalogue|catalogue\\.generated|company|facts)\\.ts$', reachable: true },
    },
    {
      name: 'the-contracts-know-no-front-end',
      comment: 'The backend imports the contracts: nothing they reach may be i18next, React or the design system.',
      severity: 'error',
      from: { path: '^packages/contracts/src/', pathNot: '/__tests__/' },
      to: { path: `(^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})`, reachable: true },
    },
    {
      name: 'the-content-knows-no-front-end',
      comment:
        "The pages, the voice agent's generator and the scripts load content through @site/content: nothing it reaches may be i18next, React or the design system.",
      severity: 'error',
      from: { path: '^packages/content/', pathNot: '/__tests__/' },
      to: { path: `(^packages/(i18n|ui|forms|contracts)/|${FRONT_END_LIBS})`, reachable: true },
    },
    {
      name: 'the-lambdas-know-no-front-end',
      comment:
        'A function bundles what it reaches: no app, no i18next, no React, no design system. The forms’ and the meetings’ words are data, not code: the pages that answer a form posted without JavaScript, and the meetings’ e-mails, speak them too.',
      severity: 'error',
      from: { path: '^lambdas/', pathNot: '/__tests__/' },
      to: {
        path: `(^${APP}/|^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})`,
        pathNot: '^packages/forms/src/(meeting/)?locales/[a-z]+\\.json$',
        reachable: true,
      },
    },
    {
      name: 'the-agent-reads-documents-not-apps',
      comment:
        "The voice agent's generator reads the content the pages render through @site/content's one loader, as documents in the collections' folders; it imports nothing of an app, and nothing of the front end.",
      severity: 'error',
      from: { path: '^agent/' },
      to: { path: `(^${APP}/|^packages/(i18n|ui|forms)/|${FRONT_END_LIBS})` },
    },
    {
      name: 'nothing-imports-the-cdk-app',
      comment:
        'infra/ is the CDK app and its release and operator commands: it imports what it deploys (platform/, the lambdas), never the reverse. The build, the scripts, the bench, the twin and the tests run on any machine without it.',
      severity: 'error',
      from: { pathNot: '^infra/' },
      to: { path: '^infra/' },
    },
    {
      name: 'the-lambdas-know-no-host',
      comment: 'The functions run in Lambda: the twin and the CDK app host them, never the other way round.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^(platform|infra)/' },
    },
    {
      name: 'the-lambdas-through-their-public-surface',
      comment:
        "Outside lambdas/, only what its package.json exports (the function list, settings, metrics, tables, bundling, the host, the operator commands' ops, the webhook signature, test support): never a relative path into shared/ or a handler.",
      severity: 'error',
      from: { pathNot: '^lambdas/' },
      to: { path: '^lambdas/', pathNot: publicSurface('lambdas') },
    },
    {
      name: 'the-platform-through-its-public-surface',
      comment:
        'Outside platform/, only what its package.json exports: the twin, its DynamoDB and simulated voice agent, the edge function, the cache, header and build rules.',
      severity: 'error',
      from: { pathNot: '^platform/' },
      to: { path: '^platform/', pathNot: publicSurface('platform') },
    },
    {
      name: 'the-platform-serves-builds-not-sources',
      comment: "The twin serves the apps' builds and runs the functions' handlers: no app's source, no front-end library, no agent.",
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: `(^${APP}/|^packages/(i18n|ui|forms)/|^agent/|${FRONT_END_LIBS})` },
    },
    {
      name: 'the-cdk-app-deploys-builds-not-sources',
      comment: "The CDK app deploys the apps' builds and the functions: no app's source, no front-end library, nothing of the build's scripts or the bench.",
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: `(^${APP}/|^packages/(i18n|ui|forms)/|^(agent|scripts|bench)/|${FRONT_END_LIBS})` },
    },
    {
      name: 'stand-ins-never-ship',
      comment:
        "The loopback fakes of outside services (stand-ins/) serve the twin, the tests, the bench and the agent's rehearsal: a function, the edge function and the browser's code bundle what they reach, and reach the real services.",
      severity: 'error',
      from: { path: `^(${APP.slice(1, -1)}|packages|lambdas|platform/edge)/`, pathNot: '(/__tests__/|^lambdas/test-support/)' },
      to: { path: '^stand-ins/', reachable: true },
    },
    {
      name: 'the-cdk-app-meets-no-stand-in',
      comment:
        "The CDK app and the operator commands talk to AWS; only their tests meet the stand-ins (the twin's release store comes with @site/platform/release).",
      severity: 'error',
      from: { path: '^infra/', pathNot: '/__tests__/' },
      to: { path: '^stand-ins/' },
    },
    {
      name: 'stand-ins-by-their-package-name',
      comment: 'Outside stand-ins/, a stand-in is imported as @site/stand-ins/<name>, never by a relative path across the workspaces.',
      severity: 'error',
      from: { pathNot: '^stand-ins/' },
      to: { path: '^stand-ins/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
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
