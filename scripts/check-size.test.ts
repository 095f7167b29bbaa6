// The pure parts of the bundle budget (scripts/lib/size-budget.mjs), the stats plugin, and
// check-size.mjs --no-browser on a made-up build. The browser half is exercised by `npm run size`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleStatsPlugin, type BundleStats, type BundleStatsChunk } from './lib/bundle-stats-plugin';
import {
  checkBuild,
  describeChunk,
  distPathOf,
  findMockMarkers,
  formatTable,
  isRouteModule,
  isSectionModule,
  largestModules,
  pageVerdict,
  routeChunks,
} from './lib/size-budget.mjs';

const scriptsDir = import.meta.dirname;
const KB = 1024;

function chunk(fileName: string, modules: Array<[string, number]>, extra: Partial<BundleStatsChunk> = {}): BundleStatsChunk {
  return {
    fileName,
    name: path.basename(fileName, '.js'),
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    bytes: 1,
    imports: [],
    dynamicImports: [],
    modules: modules.map(([id, renderedLength]) => ({ id, renderedLength })),
    ...extra,
  };
}

const stats: BundleStats = {
  version: 1,
  chunks: [
    chunk(
      'assets/index-a.js',
      [
        ['node_modules/react-dom/cjs/react-dom-client.production.js', 500_000],
        ['src/app/router/routes.ts', 6_000],
        ['src/lib/router/paths.ts', 3_000],
      ],
      { isEntry: true, facadeModuleId: 'index.html' },
    ),
    chunk(
      'assets/hall-route-b.js',
      [
        ['src/features/games/hall/hall-page.tsx', 30_000],
        ['src/features/games/routes/hall-route.ts', 50],
      ],
      { isDynamicEntry: true, facadeModuleId: 'src/features/games/routes/hall-route.ts' },
    ),
    chunk('assets/home-route-c.js', [['src/app/routes/home-route.tsx', 9_000]], { isDynamicEntry: true, facadeModuleId: 'src/app/routes/home-route.tsx' }),
    chunk('assets/base-api-d.js', [
      ['node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs', 40_000],
      ['src/api/base-query.ts', 2_000],
    ]),
    chunk('assets/en-common-e.js', [['locales/en/common.json', 1_000]], { isDynamicEntry: true, facadeModuleId: 'locales/en/common.json' }),
  ],
};

const sizes = (entries: Record<string, number>) => new Map(Object.entries(entries));
const fine = sizes({ 'assets/index-a.js': 90 * KB, 'assets/hall-route-b.js': 15 * KB, 'assets/home-route-c.js': 4 * KB, 'assets/base-api-d.js': 29 * KB });

describe('which modules are section code', () => {
  it('knows route modules of features and of the app', () => {
    expect(isRouteModule('src/features/games/routes/hall-route.ts')).toBe(true);
    expect(isRouteModule('src/features/auth/routes/sign-in-route.tsx')).toBe(true);
    expect(isRouteModule('src/app/routes/home-route.tsx')).toBe(true);
    expect(isRouteModule('src/features/auth/routes/auth-page.tsx')).toBe(false);
    expect(isRouteModule('src/features/system-pages/routes/use-transaction-details.ts')).toBe(false);
    expect(isRouteModule('src/app/router/routes.ts')).toBe(false);
    expect(isRouteModule('src/features/games/hall/hall-route.ts')).toBe(false);
  });

  it('counts anything under a feature routes/ folder and any feature page as section code', () => {
    expect(isSectionModule('src/features/auth/routes/auth-page.tsx')).toBe(true);
    expect(isSectionModule('src/features/system-pages/routes/use-transaction-details.ts')).toBe(true);
    expect(isSectionModule('src/features/games/hall/hall-page.tsx')).toBe(true);
    expect(isSectionModule('src/features/home/home-page.tsx')).toBe(true);
    expect(isSectionModule('src/app/routes/home-route.tsx')).toBe(false);
    expect(isSectionModule('src/features/games/hall/hall-filters.ts')).toBe(false);
    expect(isSectionModule('src/app/layouts/default-layout.tsx')).toBe(false);
  });
});

describe('checkBuild', () => {
  it('passes a build within every rule', () => {
    expect(checkBuild(stats, fine)).toEqual([]);
  });

  it('fails a chunk over 100 KB and a route chunk over 40 KB, naming file, size and excess', () => {
    const failures = checkBuild(stats, sizes({ 'assets/index-a.js': 112.5 * KB, 'assets/hall-route-b.js': 41 * KB, 'assets/home-route-c.js': 4 * KB }));
    expect(failures).toEqual([
      'assets/index-a.js is 112.5 KB gzip, over the 100.0 KB limit for one chunk by 12.5 KB.',
      'the route chunk of src/features/games/routes/hall-route.ts (assets/hall-route-b.js) is 41.0 KB gzip, over the 40.0 KB limit for a route chunk by 1.0 KB.',
    ]);
  });

  it('fails when section code sits in the entry chunk', () => {
    const leaky: BundleStats = {
      ...stats,
      chunks: stats.chunks.map((item) =>
        item.isEntry
          ? { ...item, modules: [...item.modules, { id: 'src/features/games/hall/hall-page.tsx', renderedLength: 10 }, { id: 'src/features/auth/routes/auth-page.tsx', renderedLength: 10 }] }
          : item,
      ),
    };
    expect(checkBuild(leaky, fine)).toEqual([
      'the entry chunk assets/index-a.js holds section code: src/features/games/hall/hall-page.tsx.',
      'the entry chunk assets/index-a.js holds section code: src/features/auth/routes/auth-page.tsx.',
    ]);
  });

  it('fails when section code sits in a chunk the entry imports statically, at any depth', () => {
    const shell = chunk('assets/start-f.js', [['src/app/layouts/header.tsx', 10]], { imports: ['assets/shared-g.js'] });
    const shared = chunk('assets/shared-g.js', [['src/features/games/routes/hall-route.ts', 10]]);
    const leaky: BundleStats = {
      ...stats,
      chunks: [...stats.chunks.map((item) => (item.isEntry ? { ...item, imports: ['assets/start-f.js'] } : item)), shell, shared],
    };
    expect(checkBuild(leaky, fine)).toEqual([
      'assets/shared-g.js, which the entry chunk assets/index-a.js loads, holds section code: src/features/games/routes/hall-route.ts.',
    ]);
    // A chunk the entry only imports dynamically may hold section code.
    const lazy: BundleStats = { ...leaky, chunks: leaky.chunks.map((item) => (item.isEntry ? { ...item, imports: [], dynamicImports: ['assets/start-f.js'] } : item)) };
    expect(checkBuild(lazy, fine)).toEqual([]);
  });

  it('uses the budgets it is given and fails a build without an entry chunk', () => {
    expect(checkBuild(stats, fine, { homeKb: 160, homeAimKb: 150, chunkKb: 20, routeChunkKb: 10 })).toHaveLength(3);
    expect(checkBuild({ version: 1, chunks: stats.chunks.filter((item) => !item.isEntry) }, fine)).toEqual(['the build has no entry chunk.']);
  });
});

describe('module and chunk reports', () => {
  it('lists the largest modules of a chunk with their share', () => {
    const many = chunk(
      'assets/x.js',
      Array.from({ length: 12 }, (_, index): [string, number] => [`src/m${index}.ts`, (index + 1) * 100]),
    );
    const top = largestModules(many, 10);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ id: 'src/m11.ts', renderedLength: 1200 });
    expect(top[9].id).toBe('src/m2.ts');
    expect(top[0].share).toBeCloseTo(1200 / 7800);
  });

  it('finds every route module with its chunk', () => {
    expect(routeChunks(stats)).toEqual([
      { module: 'src/app/routes/home-route.tsx', fileName: 'assets/home-route-c.js', isEntry: false },
      { module: 'src/features/games/routes/hall-route.ts', fileName: 'assets/hall-route-b.js', isEntry: false },
    ]);
  });

  it('describes chunks as entry, route, the module they stand for, or shared', () => {
    const [entry, hall, , shared, locale] = stats.chunks;
    expect(describeChunk(entry)).toBe('entry chunk');
    expect(describeChunk(hall)).toBe('route src/features/games/routes/hall-route.ts');
    expect(describeChunk(locale)).toBe('locales/en/common.json');
    expect(describeChunk(shared)).toBe('shared (2 modules, largest node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs)');
    expect(describeChunk(undefined)).toBe('');
  });
});

describe('pageVerdict', () => {
  const files = (...gzipKb: number[]) => gzipKb.map((value) => ({ gzip: value * KB, raw: value * 3 * KB }));

  it('sums the files and compares with the budget and the aim', () => {
    expect(pageVerdict(files(100, 45), 160, 150)).toEqual({
      total: 145 * KB,
      raw: 435 * KB,
      over: false,
      message: '145.0 KB gzip in 2 files, within the 160.0 KB budget (15.0 KB left).',
    });
    expect(pageVerdict(files(100, 55), 160, 150).message).toBe(
      '155.0 KB gzip in 2 files, within the 160.0 KB budget (5.0 KB left; above the 150.0 KB aim by 5.0 KB).',
    );
    expect(pageVerdict(files(112.5, 82.5), 160, 150)).toMatchObject({ over: true, message: '195.0 KB gzip in 2 files, over the 160.0 KB budget by 35.0 KB.' });
  });

  it('has no verdict without a budget', () => {
    expect(pageVerdict(files(500))).toEqual({ total: 500 * KB, raw: 1500 * KB, over: false, message: null });
  });
});

describe('formatTable and distPathOf', () => {
  it('aligns columns, numbers to the right, without trailing spaces', () => {
    const lines = formatTable(
      [{ title: 'gzip', align: 'right' }, { title: 'file' }, { title: 'what' }],
      [
        ['1.0 KB', 'assets/a.js', 'entry chunk'],
        ['112.5 KB', 'assets/bb.js', ''],
      ],
    );
    expect(lines).toEqual(['    gzip  file          what', '  1.0 KB  assets/a.js   entry chunk', '112.5 KB  assets/bb.js']);
  });

  it('maps same-origin URLs to files of the build and nothing else', () => {
    const origin = 'http://127.0.0.1:4450';
    expect(distPathOf(`${origin}/assets/index-a.js?v=1#x`, origin)).toBe('assets/index-a.js');
    expect(distPathOf(`${origin}/assets/a%20b.js`, origin)).toBe('assets/a b.js');
    expect(distPathOf('https://telegram.org/js/telegram-web-app.js', origin)).toBeNull();
    expect(distPathOf('not a url', origin)).toBeNull();
  });
});

describe('bundleStatsPlugin', () => {
  it('writes per-chunk modules with project-relative ids, largest first', () => {
    const plugin = bundleStatsPlugin();
    const root = path.resolve('/project');
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    const output = {
      type: 'chunk',
      fileName: 'assets/index-a.js',
      name: 'index',
      isEntry: true,
      isDynamicEntry: false,
      facadeModuleId: path.join(root, 'index.html'),
      code: 'console.log("é")',
      imports: ['assets/shared-b.js'],
      dynamicImports: ['assets/hall-route-c.js'],
      modules: {
        [path.join(root, 'src/lib/small.ts')]: { renderedLength: 10 },
        [path.join(root, 'node_modules/react-dom/index.js')]: { renderedLength: 900 },
        '\0vite/preload-helper.js': { renderedLength: 50 },
        '/@vite-plugin-pwa/virtual:pwa-register': { renderedLength: 20 },
      },
    } as unknown as Rolldown.OutputChunk;
    const emitted: Array<{ fileName: string; source: string }> = [];
    const context = { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) };
    const bundle = { [output.fileName]: output, 'assets/x.css': { type: 'asset' } } as unknown as Rolldown.OutputBundle;
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void).call(context, {}, bundle);

    expect(emitted.map((file) => file.fileName)).toEqual(['.vite/bundle-stats.json']);
    const written = JSON.parse(emitted[0].source) as BundleStats;
    expect(written.chunks).toEqual([
      {
        fileName: 'assets/index-a.js',
        name: 'index',
        isEntry: true,
        isDynamicEntry: false,
        facadeModuleId: 'index.html',
        bytes: 17, // UTF-8 bytes, not characters
        imports: ['assets/shared-b.js'],
        dynamicImports: ['assets/hall-route-c.js'],
        modules: [
          { id: 'node_modules/react-dom/index.js', renderedLength: 900 },
          { id: 'vite/preload-helper.js', renderedLength: 50 },
          { id: '/@vite-plugin-pwa/virtual:pwa-register', renderedLength: 20 },
          { id: 'src/lib/small.ts', renderedLength: 10 },
        ],
      },
    ]);
  });
});

describe('check-size.mjs --no-browser on a made-up build', () => {
  let dist: string;

  function write(relative: string, content: string): void {
    const file = path.join(dist, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  const checkSize = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(scriptsDir, 'check-size.mjs'), dist, '--no-browser', ...args], { encoding: 'utf8' });

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'size-fixture-'));
    write('index.html', '<!doctype html><script type="module" src="/assets/index-a.js"></script>');
    write('assets/index-a.js', 'import "./hall-route-b.js";console.info(1);');
    write('assets/hall-route-b.js', 'export const Component = () => null;');
    write('.vite/bundle-stats.json', JSON.stringify(stats));
  });

  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('prints the entry chunk modules and the route chunks, and passes', () => {
    const result = checkSize();
    expect(result.stdout).toContain('Entry chunk assets/index-a.js');
    expect(result.stdout).toContain('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(result.stdout).toMatch(/assets\/hall-route-b\.js\s+src\/features\/games\/routes\/hall-route\.ts/);
    expect(result.stdout).toContain('size: OK');
    expect(result.status).toBe(0);
  });

  it('fails when any file holds mock code, naming the file', () => {
    write('mockServiceWorker.js', '/* Mock Service Worker */');
    write('assets/lazy-mocks.js', 'const k="mock:db";');
    try {
      expect(findMockMarkers(dist).map((hit) => hit.file.split(path.sep).join('/')).sort()).toEqual(['assets/lazy-mocks.js', 'mockServiceWorker.js']);
      const result = checkSize();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('mockServiceWorker.js');
      expect(result.stderr).toContain('assets/lazy-mocks.js: mock:db');
    } finally {
      rmSync(path.join(dist, 'mockServiceWorker.js'));
      rmSync(path.join(dist, 'assets/lazy-mocks.js'));
    }
  });

  it('fails without the stats file', () => {
    rmSync(path.join(dist, '.vite'), { recursive: true });
    try {
      const result = checkSize();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('bundle-stats.json not found');
    } finally {
      write('.vite/bundle-stats.json', JSON.stringify(stats));
    }
  });
});
