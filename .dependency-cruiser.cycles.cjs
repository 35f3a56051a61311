/**
 * The rules that count type imports: a type-only edge ties modules as much as one that runs. Kept
 * apart from the direction rules, which judge only what runs (the site model names React's types and
 * runs on nothing). `npm run deps:check`; part of `npm test`.
 *
 * - No import cycle anywhere: a cycle ties modules that then change only together.
 * - `lambdas/shared` in layers, each importing only downward (lambdas/README.md): adapters (the
 *   modules at its top, with `lambdas/{tables,settings,metrics}.ts`) → pure records (`records/`, which reach no DynamoDB client) →
 *   the generic stores and delivery (`personal-data/`, then `notifications/`) → the features'
 *   stores and use cases (`leads/`, `voice/`), which never import each other → the handlers, which
 *   compose them. So a function bundles only the features it uses.
 */
const base = require('./.dependency-cruiser.cjs');

const SHARED = '^lambdas/shared/';
const FEATURES = `${SHARED}(leads|voice)/`;
/** A test may reach across layers to set up what it checks. */
const TESTS = '/__tests__/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-knows-no-function',
      comment:
        'Shared code serves the functions; it imports no handler, no host, no function list: only shared code and the descriptions of tables, settings and metrics.',
      severity: 'error',
      from: { path: SHARED, pathNot: TESTS },
      to: { path: '^lambdas/', pathNot: `(${SHARED}|^lambdas/(tables|settings|metrics)\\.ts$)` },
    },
    {
      name: 'adapters-know-no-layer-above',
      comment: 'The modules at the top of lambdas/shared talk to AWS, ElevenLabs, Telegram and HTTP: they know no record, store, delivery or feature.',
      severity: 'error',
      from: { path: `${SHARED}[^/]+$`, pathNot: TESTS },
      to: { path: `${SHARED}[^/]+/` },
    },
    {
      name: 'records-are-pure',
      comment: 'A record type and what is computed from it alone: no store, no delivery, no feature.',
      severity: 'error',
      from: { path: `${SHARED}records/`, pathNot: TESTS },
      to: { path: `${SHARED}[^/]+/`, pathNot: `${SHARED}records/` },
    },
    {
      name: 'records-know-no-dynamodb',
      comment:
        "A record is data and what is computed from it: it reaches no DynamoDB client and no AWS SDK (the TTL and the writes are its store's, e.g. voice/calls.ts).",
      severity: 'error',
      from: { path: `${SHARED}records/`, pathNot: TESTS },
      to: { path: `(${SHARED}dynamodb\\.ts$|node_modules/@aws-sdk/)`, reachable: true },
    },
    {
      name: 'stores-know-no-delivery',
      comment: 'The personal-data index stores and erases; it never sends.',
      severity: 'error',
      from: { path: `${SHARED}personal-data/`, pathNot: TESTS },
      to: { path: `${SHARED}notifications/` },
    },
    {
      name: 'generic-layers-know-no-feature',
      comment: 'Records, the personal-data index and the delivery of notifications serve every feature: a feature passes them its own outbox and store.',
      severity: 'error',
      from: { path: `${SHARED}(records|personal-data|notifications)/`, pathNot: TESTS },
      to: { path: FEATURES },
    },
    {
      name: 'features-never-import-each-other',
      comment: 'A lead knows nothing of a voice call, and the reverse: a handler (or the operator commands, lambdas/ops.ts) composes them.',
      severity: 'error',
      from: { path: FEATURES, pathNot: TESTS },
      to: { path: FEATURES, pathNot: `${SHARED}$1/` },
    },
    {
      name: 'features-keep-to-their-own-records',
      comment: "A feature's records are its own: the leads never reach a voice record, nor voice code a lead's.",
      severity: 'error',
      from: { path: `^lambdas/(shared/leads|leads)/`, pathNot: TESTS },
      to: { path: `${SHARED}(voice/|records/voice-)`, reachable: true },
    },
    {
      name: 'voice-keeps-to-its-own-records',
      severity: 'error',
      from: { path: `^lambdas/(shared/voice|voice-contact|voice-feedback|elevenlabs-webhook|elevenlabs-token)/`, pathNot: TESTS },
      to: { path: `${SHARED}(leads/|records/lead\\.ts$)`, reachable: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: true },
};
