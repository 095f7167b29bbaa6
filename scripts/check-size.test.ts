// Runs in the project's default jsdom environment: the shared setup file
// (src/testing/setup-tests.ts) touches localStorage, so the node environment would break it.
// Node APIs work either way.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectInitialJs, findMockMarkers, findStaticImports, parseHtml } from './lib/bundle-graph.mjs';

const scriptsDir = import.meta.dirname;
let dist: string;

function write(relative: string, content: string): void {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function checkSize(...args: string[]) {
  return spawnSync(process.execPath, [path.join(scriptsDir, 'check-size.mjs'), dist, ...args], { encoding: 'utf8' });
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-fixture-'));
  write(
    'index.html',
    `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index.css">
      <!-- <script type="module" src="/assets/commented-out.js"></script> -->
    </head><body><div id="root"></div></body></html>`,
  );
  write(
    'assets/index-a.js',
    `import{v as V}from"./vendor-b.js";import"./shared-c.js";` +
      `const s="import './not-an-import.js'";const l=()=>import("./lazy-d.js");` +
      `const p=()=>__vitePreload(()=>import("./lazy-d.js"),["assets/lazy-d.js"]);console.info(V,s,l,p,import.meta.url);`,
  );
  write('assets/vendor-b.js', `import{x}from"./shared-c.js";export const v=x;`);
  write('assets/shared-c.js', `export*from"./nested/deep-e.js";export const x=1;`);
  write('assets/nested/deep-e.js', `export{y as e}from"../leaf-g.js";`);
  write('assets/leaf-g.js', `export const y=2;`);
  write('assets/lazy-d.js', `import"./lazy-only-f.js";export const d=1;`);
  write('assets/lazy-only-f.js', `export const f=1;`);
  write('assets/index.css', `body{margin:0}`);
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('parseHtml', () => {
  it('finds entry scripts, modulepreloads and inline modules, not comments', () => {
    const result = parseHtml(`
      <script type="module" src='/a.js'></script>
      <script src=b.js defer></script>
      <!-- <script src="/c.js"></script> -->
      <link rel="modulepreload" href="/d.js"><link rel="stylesheet" href="/e.css">
      <script type="module">import "/f.js";</script>
      <script>window.x = 1</script>`);
    expect(result.scripts).toEqual(['/a.js', 'b.js']);
    expect(result.modulePreloads).toEqual(['/d.js']);
    expect(result.inlineModules).toEqual(['import "/f.js";']);
  });
});

describe('findStaticImports', () => {
  it('returns static imports and re-exports, never import() or strings', () => {
    const code =
      `import a from"./a.js";import{b}from"./b.js";import"./c.js";export*from"./d.js";export{e}from"./e.js";` +
      `const s="import x from './no.js'";import("./dynamic.js");export const z=import.meta.url;`;
    expect(findStaticImports(code)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js']);
  });
});

describe('collectInitialJs', () => {
  it('follows the static import graph from index.html and skips lazy chunks', () => {
    const result = collectInitialJs(dist);
    expect(result.files.map((file) => file.rel.split(path.sep).join('/'))).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/shared-c.js',
      'assets/nested/deep-e.js',
      'assets/leaf-g.js',
    ]);
    expect(result.files.map((file) => file.via)).toEqual(['script', 'modulepreload', 'import', 'import', 'import']);
    expect(result.missing).toEqual([]);
    expect(result.unresolved).toEqual([]);
    expect(result.parseErrors).toEqual([]);
    for (const file of result.files) {
      expect(file.bytes).toBeGreaterThan(0);
      expect(file.gzipBytes).toBeGreaterThan(0);
    }
  });

  it('reports missing files and bare specifiers', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'size-fixture-broken-'));
    try {
      writeFileSync(path.join(other, 'index.html'), '<script type="module" src="./main.js"></script>');
      writeFileSync(path.join(other, 'main.js'), 'import "./gone.js"; import "react";');
      const result = collectInitialJs(other);
      expect(result.files.map((file) => file.rel)).toEqual(['main.js']);
      expect(result.missing).toEqual([{ from: 'main.js', specifier: './gone.js' }]);
      expect(result.unresolved).toEqual([{ from: 'main.js', specifier: 'react' }]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('check-size.mjs', () => {
  it('passes within the budget and fails over it', () => {
    const ok = checkSize();
    expect(ok.stdout).toContain('assets/index-a.js');
    expect(ok.stdout).not.toContain('lazy-d.js');
    expect(ok.status).toBe(0);

    const over = checkSize('--budget-kb=0.01');
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/over the .* budget/);
  });

  it('fails when any file holds mock code, naming the file', () => {
    write('mockServiceWorker.js', '/* Mock Service Worker */');
    write('assets/lazy-mocks.js', 'const k="mock:db";');
    try {
      expect(findMockMarkers(dist).map((hit) => hit.file.split(path.sep).join('/')).sort()).toEqual([
        'assets/lazy-mocks.js',
        'mockServiceWorker.js',
      ]);
      const result = checkSize();
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('mockServiceWorker.js');
      expect(result.stderr).toContain('assets/lazy-mocks.js: mock:db');
    } finally {
      rmSync(path.join(dist, 'mockServiceWorker.js'));
      rmSync(path.join(dist, 'assets/lazy-mocks.js'));
    }
  });
});
