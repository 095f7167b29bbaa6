// The JS a page loads before any dynamic import(): the scripts and modulepreload links of
// the HTML plus everything they import statically, followed recursively. Used by
// scripts/check-size.mjs; typed in bundle-graph.d.mts; tested in scripts/check-size.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

/** Strings that only mock code contains (MSW and our mocks/). */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  'mock:db',
  '[MSW]',
  'Mock Service Worker',
  'INTEGRITY_CHECK_REQUEST',
  'MOCKING_ENABLED',
];

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * Scripts of an HTML document: external `<script src>`, `<link rel="modulepreload" href>`,
 * and the text of inline scripts (only module scripts can import).
 */
export function parseHtml(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [];
  const modulePreloads = [];
  const inlineModules = [];
  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1]);
    if (attributes.src) scripts.push(attributes.src);
    else if (attributes.type === 'module' && match[2].trim()) inlineModules.push(match[2]);
  }
  for (const match of withoutComments.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && attributes.href) modulePreloads.push(attributes.href);
  }
  return { scripts, modulePreloads, inlineModules };
}

/** Specifiers of the static imports and re-exports of an ES module (never import()). */
export function findStaticImports(code, filename = 'chunk.js') {
  const program = parseAst(code, { sourceType: 'module' }, filename);
  const specifiers = [];
  for (const node of program.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source &&
      typeof node.source.value === 'string'
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

const isRemote = (specifier) => /^[a-z][a-z0-9+.-]*:/i.test(specifier) || specifier.startsWith('//');

/**
 * Maps a URL found in the HTML (relative to the HTML file or root-absolute) or a specifier found
 * in a chunk (relative to the chunk) to a file under distDir. Returns null for remote URLs and
 * bare specifiers.
 */
export function resolveInDist(distDir, fromFile, specifier) {
  if (isRemote(specifier)) return null;
  const clean = decodeURI(specifier.split(/[?#]/)[0]);
  if (clean.startsWith('/')) return path.join(distDir, clean);
  if (clean.startsWith('./') || clean.startsWith('../')) return path.resolve(path.dirname(fromFile), clean);
  if (fromFile.endsWith('.html')) return path.resolve(path.dirname(fromFile), clean); // href="assets/x.js"
  return null;
}

/**
 * Walks the initial JS of `htmlFile` (default distDir/index.html).
 * Returns files in discovery order with raw and gzip (level 9) sizes, the inline module
 * scripts, and problems: referenced files that do not exist, remote or bare imports, and
 * files that could not be parsed.
 */
export function collectInitialJs(distDir, htmlFile = path.join(distDir, 'index.html')) {
  const root = path.resolve(distDir);
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, modulePreloads, inlineModules } = parseHtml(html);
  const files = [];
  const missing = [];
  const unresolved = [];
  const parseErrors = [];
  const seen = new Set();
  const queue = [];

  const enqueue = (fromFile, specifier, via) => {
    const target = resolveInDist(root, fromFile, specifier);
    if (!target) {
      unresolved.push({ from: path.relative(root, fromFile), specifier });
      return;
    }
    if (seen.has(target)) return;
    seen.add(target);
    if (!existsSync(target) || !statSync(target).isFile()) {
      missing.push({ from: path.relative(root, fromFile), specifier });
      return;
    }
    queue.push({ file: target, via });
  };

  for (const src of scripts) enqueue(htmlFile, src, 'script');
  for (const href of modulePreloads) enqueue(htmlFile, href, 'modulepreload');
  const inline = inlineModules.map((code, index) => {
    const bytes = Buffer.from(code);
    try {
      for (const specifier of findStaticImports(code, `inline-${index}.js`)) enqueue(htmlFile, specifier, 'import');
    } catch (error) {
      parseErrors.push({ file: `${path.relative(root, htmlFile)} <inline module #${index + 1}>`, message: String(error) });
    }
    return { name: `${path.relative(root, htmlFile)} <inline module #${index + 1}>`, bytes: bytes.length, gzipBytes: gzipSize(bytes) };
  });

  while (queue.length > 0) {
    const { file, via } = queue.shift();
    const content = readFileSync(file);
    files.push({ file, rel: path.relative(root, file), via, bytes: content.length, gzipBytes: gzipSize(content) });
    let specifiers = [];
    try {
      specifiers = findStaticImports(content.toString('utf8'), file);
    } catch (error) {
      parseErrors.push({ file: path.relative(root, file), message: String(error) });
    }
    for (const specifier of specifiers) enqueue(file, specifier, 'import');
  }

  return { files, inline, missing, unresolved, parseErrors };
}

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

function* walkFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (entry.isFile()) yield full;
  }
}

/** Files under distDir whose name or content contains a mock marker. */
export function findMockMarkers(distDir, markers = MOCK_MARKERS) {
  const root = path.resolve(distDir);
  const hits = [];
  for (const file of walkFiles(root)) {
    const found = new Set();
    const name = path.basename(file);
    for (const marker of markers) if (name.includes(marker)) found.add(`file name contains "${marker}"`);
    const text = readFileSync(file).toString('latin1');
    for (const marker of markers) if (text.includes(marker)) found.add(marker);
    if (found.size > 0) hits.push({ file: path.relative(root, file), markers: [...found] });
  }
  return hits;
}
