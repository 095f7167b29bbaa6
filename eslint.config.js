// Flat ESLint config. The import rules enforce the house plan of DESIGN.md §2:
// lib/, components/, api/ -> features/ -> app/, features never import each other,
// mocks/ are reached only from src/main.tsx, src/testing/ and tests, no barrel index files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

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

const layerZones = [
  {
    target: ['./src/lib', './src/components', './src/api'],
    from: ['./src/features', './src/app'],
    message: 'lib/, components/ and api/ must not depend on features/ or app/ (DESIGN.md §2).',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature must not import app/; the app composes features (DESIGN.md §2).',
  },
  ...featureNames().map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature; compose them in app/ (DESIGN.md §2).`,
  })),
];

const mocksZone = {
  target: './src',
  from: './mocks',
  message: 'Only src/main.tsx (behind the mocking flag), src/testing/ and *.test.* files may import mocks/.',
};

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

  // TypeScript: the full `recommendedTypeChecked` set. Measured on 2 cores at ~8.5k lines of
  // app code with other jobs running: 16-19 s for `eslint .`; `recommended` plus only the
  // promise/throw rules was 15-18 s and untyped ~11 s: building the TypeScript program is most
  // of the cost, so the lighter set saves little. If lint time ever passes ~30 s, switch to
  // `tseslint.configs.recommended` and add no-floating-promises and await-thenable below.
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
    // Tests may use the mock backend directly (DESIGN.md §2 "and tests do"); test files never
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
      // One way to reach the store: the typed hooks of src/lib/store/hooks.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from @/lib/store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['mocks/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
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

  // No barrel files: import the file you mean (DESIGN.md §2). Must stay the last block
  // that sets no-restricted-syntax for these paths.
  {
    files: ['src/**/index.{ts,tsx,js,jsx,mts}', 'mocks/**/index.{ts,tsx,js,jsx,mts}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'No barrel index files under src/ or mocks/: name the file after what it holds and import it directly (DESIGN.md §2).',
        },
      ],
    },
  },
]);
