// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The linter catches bugs the compiler does not: hooks called out of order or with stale dependencies, markup a
 * screen reader cannot use, and code nobody reaches. It lints without type information so that it stays fast on a
 * small machine; `tsc` (npm run typecheck) already checks the types.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.cache/**',
      'cdk.out/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.release-check/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code: variables, imports and parameters; a leading underscore marks one kept on purpose (a required position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-unused-expressions': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      'no-unreachable': 'error',
      'no-fallthrough': 'error',
      eqeqeq: ['error', 'smart'],
      // `{}` is how the type-level code says "no params" (routes) and "no options" (i18next's ParseKeys).
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }],
      // A variable a closure reads before its one assignment (an observer, a server the log line names) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // An escaped '-' or '/' in a character class reads as literal at a glance; the escape is harmless.
      'no-useless-escape': 'off',
      // Typed-text and e-mail sanitising matches control characters on purpose: it is what it removes.
      'no-control-regex': 'off',
      // The copy keeps non-breaking and thin spaces on purpose (typography: "5 000 zł", "— "), in strings, templates, JSX and comments alike.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true, skipRegExps: true }],
      // Playwright fixtures take an empty destructuring as their first parameter: it is how a fixture says it needs no other.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Tests read loosely typed JSON from real services (the CDK template, the stand-ins' recordings).
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'infra/test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The twin's voice agent reads the agent's JSON and ElevenLabs' socket messages, which the agent's own schema checks.
    files: ['platform/twin/voice-agent/definition.ts', 'platform/twin/voice-agent/phone.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The dependency-cruiser configurations are CommonJS, as the tool reads them.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic rules of hooks. The React Compiler's rules (refs, purity, set-state-in-effect, immutability) judge
      // code written for the compiler, which this code is not built with.
      'react-hooks/rules-of-hooks': 'error',
      // A warning until the six effects it names are judged one by one: each runs once on purpose or reads a stale value.
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      // The chat and the call panels open at the visitor's request and put focus in their first field, as a dialog does.
      'jsx-a11y/no-autofocus': 'off',
      // A panel listens for Escape bubbling up from the controls inside it; the controls themselves are buttons and fields.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] }],
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] }],
      // A scrolling log (the transcript) must take focus so that a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['log'] }],
      // Safari drops the list role of a list styled without bullets, so the card grids say it again.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
    },
  },
);
