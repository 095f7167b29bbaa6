// Flat ESLint config. The import rules enforce the layers of docs/architecture.md:
// lib/ -> start/runtime/ -> api/ -> store/ -> components/ -> features/ -> app/ -> start/boot/,
// features never import each other, mocks/ are reached only from src/main.tsx, src/testing/ and
// tests, no barrel index files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { renderMatchesMarkup } from './scripts/lint/render-matches-markup.mjs';

const root = import.meta.dirname;

// One way to translate: the app's shared hook (src/lib/i18n/use-translation.ts, decision record 034).
const I18N_HOOK_RESTRICTION = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: 'Use useTranslation from @/lib/i18n/use-translation (one shared t per namespace set).',
};

/** Feature folders that exist right now (read on every run, so new features are covered). */
function featureNames() {
  try {
    return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// The layers, bottom up: lib/ -> start/runtime/ -> api/ -> store/ -> components/ -> features/ ->
// app/ -> start/boot/ (docs/architecture.md, src/start/README.md). A layer imports only the layers below it;
// components/ never talk to the API. The start is split by who uses it: start/runtime/ is what every
// layer reads about the start (hydration done, page settled, carried data) and sits just above lib/;
// start/boot/ runs the start and composes the app, so it sits on top: it imports app/, never the reverse.
const layerZones = [
  {
    target: './src/lib',
    from: ['./src/start', './src/api', './src/store', './src/components', './src/features', './src/app'],
    message: 'lib/ is the bottom layer: it must not import start/, api/, store/, components/, features/ or app/.',
  },
  {
    target: './src/start/runtime',
    from: ['./src/start/boot', './src/api', './src/store', './src/components', './src/features', './src/app'],
    message: 'start/runtime/ sits just above lib/ and may import only lib/ (src/start/README.md); what composes the app belongs in start/boot/.',
  },
  {
    target: './src/api',
    from: ['./src/start/boot', './src/store', './src/components', './src/features', './src/app'],
    message: 'api/ may import only lib/ and start/runtime/ (the store sits above the API).',
  },
  {
    target: './src/store',
    from: ['./src/start/boot', './src/components', './src/features', './src/app'],
    message: 'store/ may import only lib/, start/runtime/ and api/; features inject their slices themselves.',
  },
  {
    target: './src/components',
    from: ['./src/start/boot', './src/api', './src/features', './src/app'],
    message: 'components/ are shared UI without data: no api/, features/, app/ or start/boot/ (pass data in as props).',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/start/boot'],
    message: 'A feature must not import app/ or start/boot/; the app composes features (docs/architecture.md).',
  },
  {
    target: './src/app',
    from: './src/start/boot',
    message:
      'app/ must not import start/boot/: start/boot/ starts the app, not the reverse. A route middleware or hook the app runs belongs in app/; a fact about the start every layer reads, in start/runtime/ (src/start/README.md).',
  },
  ...featureNames().map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature; compose them in app/ (docs/architecture.md).`,
  })),
  // A feature's routes/ folder is its public face: only the route table (app/) loads it.
  ...featureNames().map((name) => ({
    target: `./src/features/${name}/!(routes)/**`,
    from: `./src/features/${name}/routes`,
    message: `Only the route table (app/router/sections/) loads features/${name}/routes/; the feature's own code does not import it.`,
  })),
  ...largeFeatureZones('games', { blocks: ['favourites', 'freespins', 'grid'] }),
];

/**
 * A large feature's subfolders get boundaries of their own: `blocks` are shared building blocks
 * (they may use each other); every other subfolder is a page area that may use the blocks but not
 * another page area.
 */
function largeFeatureZones(feature, { blocks }) {
  const base = `./src/features/${feature}`;
  let areas = [];
  try {
    areas = readdirSync(path.join(root, base), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'routes' && !blocks.includes(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return [
    ...areas.map((area) => ({
      target: `${base}/${area}`,
      from: areas.filter((other) => other !== area).map((other) => `${base}/${other}`),
      message: `features/${feature}/${area} must not import another area of ${feature}; share code through ${blocks.join(', ')}.`,
    })),
    {
      target: blocks.map((block) => `${base}/${block}`),
      from: areas.map((area) => `${base}/${area}`),
      message: `The building blocks of features/${feature} (${blocks.join(', ')}) must not import its page areas.`,
    },
  ];
}

const mocksZone = {
  target: './src',
  from: './mocks',
  message:
    'Only src/main.tsx (behind the mocking flag), src/testing/ and *.test.* files may import mocks/; a feature reads a stand-in through src/lib/stand-ins/vendor-stand-ins.ts, which main.tsx fills in mock builds.',
};

// The mock backend is typed against the client's API contracts (src/api, src/lib) but never reaches
// into a feature or the app: what it shares with them belongs in api/ or lib/.
const mocksReachZone = {
  target: './mocks',
  from: ['./src/features', './src/app', './src/components', './src/store'],
  message: 'mocks/ may import src/api and src/lib only; move what a mock shares with a feature into api/ or lib/.',
};

const INTL_MESSAGE = 'Format through src/lib/format (format.ts, duration.ts, intl-format.ts); Intl stays there.';

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

const typeScriptFiles = ['**/*.{ts,tsx,mts,cts}'];

export default defineConfig([
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'public/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'coverage/**',
      '.vite/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // TypeScript: the full `recommendedTypeChecked` set. Building the TypeScript program is most of
  // lint's cost, so `recommended` plus only the promise/throw rules saves little. If lint ever gets
  // too slow, switch to `tseslint.configs.recommended` and add no-floating-promises and
  // await-thenable below.
  {
    files: typeScriptFiles,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      // React Router loaders `throw redirect()` (a Response) and `throw data(...)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
          allowThrowingAny: false,
          allowThrowingUnknown: false,
        },
      ],
      // (no-floating-promises, await-thenable, no-unsafe-* come with recommendedTypeChecked.)
      // Event handlers like onClick={handleSubmit} with async functions are the normal React idiom.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Plain JS files (this config, scripts/*.mjs): syntax rules only, no type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  // Imports: cycles and boundaries.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'module', 'browser', 'default', 'require'],
          mainFields: ['types', 'module', 'main'],
          // The `@/` alias of vite.config.ts and tsconfig.json.
          alias: { '@': [path.join(root, 'src')] },
          // `import x from './file.js'` may name a .ts file (TypeScript convention).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      // Covers mocks/ as well; it skips type-only imports, which mocks/import-circles.test.ts walks too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...layerZones, mocksZone]),
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([mocksReachZone]),
    },
  },
  {
    // Tests may use the mock backend directly (docs/architecture.md); test files never
    // reach a production bundle.
    files: ['src/main.tsx', 'src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(layerZones),
    },
  },

  // React (app code and component tests).
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // One way to reach the store: the typed hooks of src/store/hooks.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from @/store/hooks.',
            },
            I18N_HOOK_RESTRICTION,
          ],
        },
      ],
    },
  },
  // A render that differs from the prerendered HTML asks useHydrationDone() first (src/start/README.md).
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { start: { rules: { 'render-matches-markup': renderMatchesMarkup } } },
    rules: { 'start/render-matches-markup': 'error' },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['mocks/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [I18N_HOOK_RESTRICTION] }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.vitest } },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mts,js,mjs}', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  // Logging: console.warn / console.error are fine, console.log is not (except in CLI scripts).
  {
    files: ['src/**', 'mocks/**', 'e2e/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },

  // Formatting has one home: the browser's Intl is used only in src/lib/format (tests may compare with it).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/format/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': ['error', ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'Intl', message: INTL_MESSAGE }))],
    },
  },

  // One naming style for files and folders, so a path can be guessed from what a file holds.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mts,cts,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,mocks,scripts,e2e}/**/': 'KEBAB_CASE' }],
    },
  },

  // No barrel files: import the file you mean (docs/architecture.md). Must stay the last block
  // that sets no-restricted-syntax for these paths.
  {
    files: ['src/**/index.{ts,tsx,js,jsx,mts}', 'mocks/**/index.{ts,tsx,js,jsx,mts}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'No barrel index files under src/ or mocks/: name the file after what it holds and import it directly (docs/architecture.md).',
        },
      ],
    },
  },
]);
