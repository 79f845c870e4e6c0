// ESLint for the whole repository; `npm test` runs it right after the type-check (`npm run lint`).
// Rules and the public-surface convention: docs/boundaries.md.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { API_STRUCTURE_RULES, apiFileCategories, apiStructurePolicies } from './lint/api-structure.mjs';
import { elementsOf, frontEndPolicies } from './lint/boundaries.mjs';

const ROOT = import.meta.dirname;
const REACT_CODE = ['shared', 'shell', 'mfe-*'].map((folder) => `${folder}/**/*.{ts,tsx}`);
// Code that runs in a page: the apps, the sandbox's served scripts, the prerender's page callbacks.
const BROWSER_CODE = [...REACT_CODE, 'payment-sandbox/src/*/public/**/*.js', 'scripts/prerender.mjs'];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-*/', '**/.tsbuild/', '**/.data/', '**/.run/', 'coverage/', '**/test-results/', '**/playwright-report/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: BROWSER_CODE, languageOptions: { globals: { ...globals.browser, __BUILD_VERSION__: 'readonly' } } },
  {
    // Served as written to the payment pages (ES5, like the provider's own widget), filled in at serve time.
    files: ['payment-sandbox/src/*/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { __SANDBOX_ORIGIN__: 'readonly' } },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  { files: ['**/*.test.{ts,tsx}', 'jest/**'], languageOptions: { globals: { ...globals.jest } } },
  {
    files: REACT_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The form library lives once, in @stepwise/shared (a federation singleton): a remote importing it
    // directly bundles a second copy whose fields find no form context, and the dialog crashes.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-final-form', message: 'Import Form, Field and the form hooks from @stepwise/shared/forms (one instance for every app).' },
            {
              name: 'final-form',
              allowTypeImports: true,
              message: 'Import FORM_ERROR and the form values from @stepwise/shared; only types may come from final-form.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': elementsOf(),
      'boundaries/files': API_STRUCTURE_RULES ? apiFileCategories : [],
      'import/resolver': { typescript: { project: ['*/tsconfig.json', 'tsconfig.configs.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: [...frontEndPolicies, ...(API_STRUCTURE_RULES ? apiStructurePolicies : [])] },
      ],
    },
  },
);
