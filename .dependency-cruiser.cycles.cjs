/**
 * No import cycle anywhere, type imports counted: a cycle ties modules that then change only
 * together, and a type-only edge ties them as much as one that runs. Kept apart from the direction
 * rules, which judge only what runs (the site model names React's types and runs on nothing).
 * `npm run deps:check`; part of `npm test`.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: true },
};
