// Lint rules, including the import boundaries of CONVENTIONS.md:
// shared imports neither side, client and server never import each other, features never import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featureNames = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ group: p.group, message: p.message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'drizzle',
      'test-results',
      '.shots.mjs',
      'tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict({
      group: ['@client/*', '@server/*', '**/client/**', '**/server/**'],
      message: 'src/shared imports neither the client nor the server.',
    }),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict({
      group: ['@client/*', '**/client/**'],
      message: 'The server never imports the client.',
    }),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict({
      group: ['@server/*', '**/server/**'],
      message: 'The client never imports the server.',
    }),
  },
  ...featureNames.map((name) => ({
    files: [`src/client/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      { group: ['@server/*', '**/server/**'], message: 'The client never imports the server.' },
      {
        group: featureNames
          .filter((other) => other !== name)
          .flatMap((other) => [`@client/features/${other}/*`, `@client/features/${other}`]),
        message:
          'Features never import each other: lift shared code to components/ or lib/, or compose in app/.',
      },
    ),
  })),
);
