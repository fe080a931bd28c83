import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import enginePaths from './lint/engine-paths.js';

const CLASSIC_HOOKS_RULES = ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'];

const layer = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-bench', 'storybook-static', 'schemas', 'public', '.storybook/public', 'coverage', 'bench/results'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'react/no-danger': 'off',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Config and user text never becomes markup.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The React Compiler's checks (every hooks rule but the two classic ones) compile each component they read, most
    // of the lint's time: they check the components pages ship, not the scaffolding of tests and stories, which keep
    // the rules of hooks and the dependency lists.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'testing/**', 'tests/**'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs.recommended.rules).filter((r) => !CLASSIC_HOOKS_RULES.includes(r)).map((r) => [r, 'off'])),
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: layer(['@widgets', '@widgets/*', '**/widgets/**', '**/campaigns/**', '@sandbox/*', '**/sandbox/**', '@platform/*', '**/platform/**', '**/app/**'], 'The engine knows no widget, campaign, sandbox, shell or app page: pass them in.'),
  },
  {
    files: ['platform/**/*.{ts,tsx}'],
    rules: layer(['@widgets', '@widgets/*', '**/widgets/**', '**/campaigns/**', '@sandbox/*', '**/sandbox/**', '**/app/**'], 'The shell and selling code build on the engine only: the app hands them its widgets, campaigns and pages.'),
  },
  {
    // The engine names no path of the app's folders: the app passes what the engine needs of them (vite.config.ts).
    files: ['engine/**/*.{ts,tsx}'],
    ignores: ['engine/**/*.test.{ts,tsx}', 'engine/**/*.stories.tsx', 'engine/core/test-registry.ts'],
    plugins: { engine: enginePaths },
    rules: { 'engine/no-app-paths': 'error' },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['widgets/**/*.stories.tsx', 'widgets/**/*.test.tsx', 'widgets/**/*.test.ts'],
    rules: layer(['**/campaigns/**', '**/app/**', '@engine/*', '!@engine/upload', '!@engine/push', '!@engine/hub', '**/engine/**', '@platform/*', '!@platform/pay', '@sandbox/*', '**/kit/**'], 'Widgets use the public entries only: @engine, @engine/upload and @engine/push for the pages that upload or take pushes, @engine/hub for the list of widgets (the hub tabs), @platform/pay for the pages that sell, and the building blocks through @kit/.'),
  },
  {
    files: ['kit/**/*.{ts,tsx}'],
    ignores: ['kit/**/*.stories.tsx', 'kit/**/*.test.tsx', 'kit/**/*.test.ts'],
    rules: layer(['@widgets', '@widgets/*', '**/widgets/**', '**/campaigns/**', '**/app/**', '@engine/*', '!@engine/upload', '!@engine/push', '**/engine/**', '@platform/*', '@sandbox/*', '**/sandbox/**'], 'The building blocks know no widget, campaign or platform page and use the engine public entries only.'),
  },
  {
    // Test runner code stays out of what pages load: only tests, stories and the test helpers (testing/, the one
    // folder of them) import vitest or a helper.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'testing/**', 'tests/**', 'vitest.*.ts', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vitest', message: 'Only tests, stories and testing/ helpers use the test runner.' }, { name: 'vitest/config', message: 'Only tests, stories and testing/ helpers use the test runner.' }],
          patterns: [{ group: ['@testing/*', '**/testing/**'], message: 'Test helpers (testing/) are for tests and stories only: pages never load them.' }],
        },
      ],
    },
  },
);
