import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const zodThroughDomain = { name: 'zod', message: 'Import z from domain/validation/zod.ts: it sets the French locale and jitless mode.' };
// Per-icon modules keep the first-visit chunk to the icons the shell draws (scripts/first-visit-chunks.ts).
const iconsOnePerModule = {
  name: 'lucide-react',
  allowTypeImports: true,
  message: "Import each icon from 'lucide-react/icons/<name>'; only types come from 'lucide-react'.",
};

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodThroughDomain, iconsOnePerModule],
          patterns: [{ group: ['**/shared/**'], message: 'No folder is called shared in this project.' }],
        },
      ],
    },
  },
  {
    files: ['domain/validation/zod.ts', 'server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '~/*'], message: 'The server never imports the app.' }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodThroughDomain, iconsOnePerModule],
          patterns: [
            { group: ['**/shared/**'], message: 'No folder is called shared in this project.' },
            { group: ['**/server/**'], message: 'The app never imports the server.' },
          ],
        },
      ],
    },
  },
);
