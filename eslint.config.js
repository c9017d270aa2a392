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

// Loaded only when the configuration or a request needs them (docs/decisions/0290-server-bundle.md): a server
// on SQLite without SMTP or Redis never carries them.
const onDemandPackages = ['pg', 'ioredis', 'nodemailer', 'sitemap', 'sax'].map((name) => ({
  name,
  allowTypeImports: true,
  message: `Load ${name} where it is needed (await import, or createRequire for a synchronous CommonJS package); only its types are imported statically.`,
}));

// One way to keep a browser key: a zustand persist store over the storages of app/ui/browser-storage.ts.
const storageMessage = 'Keep browser keys in a zustand persist store (app/ui/browser-storage.ts).';
const storageObjects = ['window', 'globalThis', 'self'];
const storageNames = ['localStorage', 'sessionStorage'];

// One folding section for the back-office: app/features/admin/ui/disclosure.tsx.
const oneDisclosure = {
  selector: "JSXOpeningElement[name.name=/^(details|summary)$/]",
  message: 'Fold a back-office section with <Disclosure> (app/features/admin/ui/disclosure.tsx).',
};

// One way to type a day or an hour: the native fields follow the browser's language, not the page's (decision 0558).
const oneDayField = {
  selector: "JSXAttribute[name.name='type'][value.value=/^(date|time|datetime-local|month|week)$/]",
  message: 'Type a day or an hour with DayField, TimeField or DayTimeField (app/ui/day-field.tsx): the native field follows the browser’s language.',
};

// One way to load a part on its own: retryableLazy asks again for code that failed to load (decision 0516).
const lazyThroughRetryable = { name: 'react', importNames: ['lazy'], message: "Load a part with retryableLazy (app/ui/retryable-lazy.tsx): React.lazy keeps a failed load for good." };

const appImports = {
  paths: [zodThroughDomain, iconsOnePerModule, lazyThroughRetryable],
  patterns: [
    { group: ['**/shared/**'], message: 'No folder is called shared in this project.' },
    { group: ['**/server/**'], message: 'The app never imports the server.' },
  ],
};
const noRoutes = { group: ['**/routes/**'], message: 'Only routes compose pages: features and ui never import them.' };
const noFeatures = { group: ['**/features/**'], message: 'ui holds primitives: it never imports a feature.' };

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
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/reliability/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: onDemandPackages,
          patterns: [{ group: ['**/app/**', '~/*'], message: 'The server never imports the app.' }],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: appImports.paths, patterns: appImports.patterns }] },
  },
  // Dependencies point one way in the app: routes → features → ui (ARCHITECTURE.md, Layout).
  {
    files: ['app/features/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: appImports.paths, patterns: [...appImports.patterns, noRoutes] }] },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: appImports.paths, patterns: [...appImports.patterns, noRoutes, noFeatures] }],
    },
  },
  {
    files: ['app/ui/retryable-lazy.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodThroughDomain, iconsOnePerModule], patterns: [...appImports.patterns, noRoutes, noFeatures] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/ui/browser-storage.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...storageNames.map((name) => ({ name, message: storageMessage }))],
      'no-restricted-properties': [
        'error',
        ...storageObjects.flatMap((object) => storageNames.map((property) => ({ object, property, message: storageMessage }))),
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ignores: ['app/ui/day-field.tsx'],
    rules: { 'no-restricted-syntax': ['error', oneDayField] },
  },
  {
    files: ['app/features/admin/**/*.tsx'],
    ignores: ['app/features/admin/ui/disclosure.tsx'],
    rules: { 'no-restricted-syntax': ['error', oneDisclosure, oneDayField] },
  },
);
