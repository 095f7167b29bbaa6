import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's documents stand alone: whoever clones it gets every page a document links,
 * and no document, nor any code comment, points at files beside the repository that a clone does
 * not carry.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', '.git', 'test-results', 'screenshots', 'bench-traces']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('dist')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Relative link targets of a Markdown text: `[text](target)`, without the anchor. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const documents = markdownFiles(ROOT);

const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;

/**
 * The code files git knows (tracked, or new and not ignored) outside node_modules and the builds;
 * without git (an exported tree), the walk above with the same skips.
 */
function codeFiles(): string[] {
  let listed: string[];
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
    listed = out.split('\0').filter((file) => file !== '');
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (SKIPPED.has(entry.name) || entry.name.startsWith('dist')) return [];
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(full) : [path.relative(ROOT, full)];
      });
    listed = walk(ROOT);
  }
  return [...new Set(listed)].filter(
    (file) =>
      CODE.test(file) &&
      !file.split(/[\\/]/).some((part) => part === 'node_modules' || part.startsWith('dist')) &&
      existsSync(path.join(ROOT, file)),
  );
}

/**
 * Names of the team's documents kept beside the repository, which code comments must not cite
 * (the repository's own documents say the same: docs/architecture.md, docs/contract.md,
 * docs/third-parties.md, the decision records). Built from pieces so this file does not name them.
 */
const OUTSIDE_NAMES = [
  ['DESIGN', '.md'],
  ['DESIGN', ' §'],
  ['SPEC', '.md'],
  ['TOOLCHAIN', '.md'],
  ['shared', '/reference'],
  ['/work', '/shared'],
].map((parts) => parts.join(''));

describe('the repository documents', () => {
  it('are found', () => {
    expect(documents.map((file) => path.relative(ROOT, file))).toContain('README.md');
  });

  it('link only files inside the repository that exist', () => {
    const broken = documents.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .map((target) => ({ target, resolved: path.resolve(path.dirname(file), decodeURI(target)) }))
        .filter(({ resolved }) => path.relative(ROOT, resolved).startsWith('..') || !existsSync(resolved))
        .map(({ target }) => `${path.relative(ROOT, file)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name no file outside the repository', () => {
    const outside = /\.\.\/shared\/|\/work\/shared|\b(?:SPEC|DESIGN|TOOLCHAIN)\.md\b/;
    const naming = documents.filter((file) => outside.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
    expect(naming).toEqual([]);

    const citing = codeFiles().flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return OUTSIDE_NAMES.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(citing).toEqual([]);
  });
});
