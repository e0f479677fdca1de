// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** Web features never import each other (DESIGN.md §3): one zone per feature folder. */
const featuresDir = 'apps/web/src/features';
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `./${featuresDir}/${entry.name}`,
        from: `./${featuresDir}`,
        except: [`./${entry.name}`],
        message: 'Features never import each other: move shared code down to components/ or lib/.',
      }))
  : [];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'apps/server/drizzle/**', '**/*.config.*', 'eslint.config.js', 'apps/*/build.mjs', 'apps/wallet/bin/**', 'scripts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract, whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './packages/core', from: './apps', message: 'packages/core imports nothing of the apps.' },
            { target: './apps/web', from: './apps/server', message: 'The console talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server does not import the console.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
