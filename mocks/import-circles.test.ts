import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Lint's import-x/no-cycle covers mocks/ but skips type-only imports; a circle through types
 * (tables -> database -> schema -> tables) still ties the files together for a reader. This walks
 * every import of mocks/, types included, and fails on any circle.
 */
const MOCKS = import.meta.dirname;
const SRC = path.join(MOCKS, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  return ['', '.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The circles (strongly connected groups of more than one file) of an import graph. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('mocks/ import graph', () => {
  it('finds a circle through type imports in a sample graph', () => {
    const sample = new Map([
      ['tables', ['db']],
      ['db', ['schema']],
      ['schema', ['tables']],
      ['handler', ['tables']],
    ]);
    expect(importCircles(sample)).toEqual([['db', 'schema', 'tables']]);
  });

  it('has no import circle, type imports included', () => {
    const files = sourceFiles(MOCKS);
    const graph = new Map(
      files.map((file) => {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        const targets = importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter((target): target is string => target !== null && target.startsWith(MOCKS));
        return [file, targets] as const;
      }),
    );
    const circles = importCircles(graph).map((group) => group.map((file) => path.relative(MOCKS, file)));
    expect(circles).toEqual([]);
  });
});
