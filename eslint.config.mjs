import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
/**
 * Features from the bottom up: each may use those before it, never one after it, so the
 * features form no circle. A new feature folder must be placed here (the config says so).
 */
const SERVER_FEATURES = [
  'health',
  'ops',
  'activity',
  'notifications',
  'outbox',
  // Texts (SMS, WhatsApp) sit with the mails: bookings and the profile queue them.
  'texts',
  'consent',
  'reminders',
  'accounts',
  'availability',
  'reviews',
  'catalog',
  'plans',
  'bookings',
  // Above bookings: a payment holds a time and confirms it through bookings' own path.
  'payments',
  'safety',
  'chat',
  'video',
  // Ringing calls (issue 28): a booking's two people, the bell for a missed call.
  'calls',
  'records',
  'questionnaires',
  'reports',
  'profile',
  'admin',
];
const WEB_FEATURES = [
  'legal',
  'questionnaires',
  'accounts',
  'notifications',
  // Ringing calls: the dashboard rings, every page answers, both profiles list them.
  'calls',
  // Below what is bought (sessions, plans): checkout and its return are theirs to open.
  'payments',
  'catalog',
  'availability',
  'records',
  'bookings',
  'chat',
  'video',
  'reports',
  'profile',
  'admin',
];

function featureZones(root, layers, publicApi, message) {
  const folders = fs
    .readdirSync(`${root}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unplaced = folders.filter((folder) => !layers.includes(folder));
  if (unplaced.length > 0) {
    throw new Error(`eslint.config.mjs: place ${root}/features/${unplaced[0]} in its feature list`);
  }
  return layers.flatMap((feature, index) => {
    const higher = layers.slice(index + 1).filter((f) => folders.includes(f));
    return [
      {
        target: `${root}/features/${feature}/**`,
        from: [`${root}/features/!(${feature})/**`],
        except: [publicApi],
        message,
      },
      ...(higher.length > 0
        ? [
            {
              target: `${root}/features/${feature}`,
              from: higher.map((f) => `${root}/features/${f}`),
              message: `${feature} sits below ${higher.join(', ')}: a lower feature never imports a higher one.`,
            },
          ]
        : []),
    ];
  });
}

/**
 * The architecture's layers, enforced (docs/decisions/0004-one-shape.md):
 * - server: app.ts, main.ts and cli/ compose; features use plugins, lib and db; a feature uses
 *   another only through its services (`*.service.ts`), never its repo, routes or internals;
 *   plugins, realtime, lib and db never import a feature.
 * - web: app/ composes; features use components and lib; a feature uses another only through
 *   its `index.ts`; components and lib never import a feature or app/.
 * - shared knows no app; bench, e2e and scripts reach the server only through its package.
 */
const serverZones = [
  ...featureZones(
    SERVER,
    SERVER_FEATURES,
    '**/*.service.ts',
    'A feature uses another only through its *.service.ts.',
  ),
  {
    target: [`${SERVER}/features`, `${SERVER}/plugins`, `${SERVER}/lib`, `${SERVER}/db`],
    from: [`${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/cli`],
    message: 'Only app.ts, main.ts and cli/ compose the server.',
  },
  {
    target: [
      `${SERVER}/plugins`,
      `${SERVER}/lib`,
      `${SERVER}/db`,
      `${SERVER}/realtime.ts`,
      `${SERVER}/app-context.ts`,
    ],
    from: [`${SERVER}/features`],
    message: 'Infrastructure never imports a feature: app.ts injects what it needs.',
  },
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`],
    from: [`${SERVER}/plugins`, `${SERVER}/realtime.ts`],
    message: 'lib and db are the bottom layer.',
  },
];

const webZones = [
  ...featureZones(
    WEB,
    WEB_FEATURES,
    '**/features/*/index.ts',
    'A feature uses another only through its index.ts.',
  ),
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/app`, `${WEB}/main.tsx`],
    message: 'Only app/ composes the web app.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`],
    message: 'Shared components and lib never import a feature: app/ composes them.',
  },
];

const sharedZones = [
  {
    target: 'packages/shared',
    from: ['apps', 'bench', 'e2e', 'scripts'],
    message: 'The shared contract knows no app.',
  },
  {
    target: ['bench', 'e2e', 'scripts', `${WEB}`],
    from: [`${SERVER}`],
    // The package's two entries: its index, and the tests' build of the server to start.
    except: ['./index.ts', './test/server-bundle.ts'],
    message: 'Reach the server through its package (@solace/server) or over HTTP.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data',
      '**/data/**',
      '.test-results',
      '**/*.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No regular expression may backtrack on what a user sends (issue 9: a 64 KB e-mail froze
  // the server); the recommended rules catch the rest of the classic regex mistakes.
  regexpPlugin.configs.recommended,
  { rules: { 'regexp/no-super-linear-backtracking': 'error' } },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Relative imports without extensions and workspace packages whose main is a .ts file.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Dependencies are not ours to walk (the cycle check would parse all of node_modules).
      'import/ignore': ['node_modules'],
    },
    rules: {
      // A circle of imports, types included, fails the build.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach into what they test; the layers hold for the product code.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', `${SERVER}/test/**`, `${WEB}/test/**`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...webZones, ...sharedZones] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Each screen imports its feature's texts (`bookingMessages`): the whole catalogue
      // would put every screen's and every e-mail's words on the home page (issue 13).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@solace/shared',
              importNames: ['messages'],
              message: "Import the feature's own texts, e.g. bookingMessages.",
            },
          ],
        },
      ],
    },
  },
);
