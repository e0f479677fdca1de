// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Web features never import each other (docs/architecture.md, Module boundaries): one zone per
 * feature folder.
 */
const featuresDir = 'apps/web/src/features';
const featureZones = subfolders(featuresDir).map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features never import each other: move shared code down to components/ or lib/.',
}));

/** Shared web code moves down, never up: it knows no feature and no app wiring. */
const sharedWebZones = ['components', 'lib', 'layouts', 'api'].map((folder) => ({
  target: `./apps/web/src/${folder}`,
  from: ['./apps/web/src/features', './apps/web/src/app'],
  message:
    'Shared code (components/, lib/, layouts/, api/) never imports features/ or app/: pass what it needs in.',
}));

/**
 * A server module reaches another module only through its service
 * (docs/architecture.md, Module boundaries).
 */
const modulesDir = 'apps/server/src/modules';
const serverModuleZones = subfolders(modulesDir).map((name) => ({
  target: `./${modulesDir}/${name}`,
  from: [`./${modulesDir}/**`],
  // With glob zones, exceptions are matched against the absolute path of the imported file.
  except: [`**/${modulesDir}/${name}/**`, `**/${modulesDir}/*/*.service.ts`],
  message: "A module reaches another module only through that module's service.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
      '**/*.config.*',
      'eslint.config.js',
      'apps/*/build.mjs',
      'apps/wallet/bin/**',
      'scripts/**',
      'bench/*.mjs',
      'bench/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // No `globals`: only TypeScript is linted, and TypeScript checks names itself (no-undef is off).
    // Import cycles are found by dpdm (npm run lint:cycles), not import/no-cycle: that rule parsed
    // every imported file again and was half of the lint's time (33 of 71 s, 2026-11-29).
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    settings: {
      // import/no-restricted-paths resolves the imported files: TypeScript ones.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Without a TypeScript resolver, extensionless imports never resolve and no zone matches.
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'] },
      },
    },
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
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            ...sharedWebZones,
            ...serverModuleZones,
            {
              target: './packages/core',
              from: './apps',
              message: 'packages/core imports nothing of the apps.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The console talks to the server over HTTP only.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server does not import the console.',
            },
            {
              target: './apps/wallet-web',
              from: './apps/server',
              message: 'The phone wallet talks to the server over HTTP only.',
            },
            {
              target: './apps/server',
              from: './apps/wallet-web',
              message: 'The server does not import the phone wallet.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories and db/ speak SQL; services and routes go through them.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files and db/ use Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Dialog',
              message:
                "Use AppDialog (components/app-dialog.tsx): there the browser's Back closes the dialog.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/wallet-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/components/app-dialog.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // The server's test files share their modules in a worker (apps/server/vitest.config.ts):
    // a module mock would reach only the files that import the module after it.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message:
            'No module mocks in the server tests: inject the fault (a database trigger, a closed port) instead.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'No module mocks in the server tests: inject the fault instead.',
        },
      ],
    },
  },
);
