import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import enginePaths from './lint/engine-paths.js';

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
    files: ['engine/**/*.{ts,tsx}'],
    rules: layer(['@widgets', '@widgets/*', '**/widgets/**', '**/campaigns/**', '@sandbox/*', '**/sandbox/**'], 'The engine knows no widget, campaign or sandbox: pass them in.'),
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
    rules: layer(['**/campaigns/**', '@engine/*', '!@engine/upload', '!@engine/pay', '!@engine/push', '**/engine/**', '@sandbox/*', '**/kit/**'], 'Widgets use the engine public entries only (@engine, and @engine/upload, @engine/pay and @engine/push for the pages that upload, sell or take pushes) and the building blocks through @kit/.'),
  },
  {
    files: ['kit/**/*.{ts,tsx}'],
    ignores: ['kit/**/*.stories.tsx', 'kit/**/*.test.tsx', 'kit/**/*.test.ts'],
    rules: layer(['@widgets', '@widgets/*', '**/widgets/**', '**/campaigns/**', '@engine/*', '!@engine/upload', '!@engine/pay', '!@engine/push', '**/engine/**', '@sandbox/*', '**/sandbox/**'], 'The building blocks know no widget or campaign and use the engine public entries only.'),
  },
);
