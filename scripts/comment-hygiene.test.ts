// Code comments say why, briefly. An issue number points at a tracker that is not in the repository,
// a date turns a comment into a diary, and a measured timing goes stale with the next change or
// machine: figures live in docs/performance.md, history in the decision records.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'scripts', 'mocks', 'e2e'];
const ROOT_FILES = ['vite.config.ts', 'eslint.config.js', 'playwright.config.ts', 'playwright.mock.config.ts'];
const CODE = /\.(ts|tsx|mts|js|mjs)$/;

/** What a comment must not hold, with the reason the failure message gives. */
const COMMENT_RULES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\bissues? #?\d+/i, reason: 'an issue number (the tracker is not in the repository)' },
  { pattern: /\b20\d\d-[01]\d-[0-3]\d\b/, reason: 'a date (history belongs in a decision record)' },
  { pattern: /\d\s?ms\b[^.;]*\bat \d+x CPU|\bat \d+x CPU\b[^.;]*\d\s?ms\b/, reason: 'a measured timing (figures belong in docs/performance.md)' },
];

/** The comment text of one line: a line comment, a block comment's line, or a trailing `// ...`. */
function commentOf(line: string): string | null {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*')) return trimmed;
  const trailing = line.search(/\s\/\/\s/);
  return trailing === -1 ? null : line.slice(trailing + 1);
}

/** `file:line: reason` for every comment line that breaks a rule. */
function commentFindings(file: string, text: string): string[] {
  const findings: string[] = [];
  text.split('\n').forEach((line, index) => {
    const comment = commentOf(line);
    if (comment === null) return;
    for (const { pattern, reason } of COMMENT_RULES) {
      if (pattern.test(comment)) findings.push(`${file}:${index + 1}: ${reason}: ${comment.trim()}`);
    }
  });
  return findings;
}

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('code comments', () => {
  it('find an issue number, a date and a measured timing, and leave constants and code alone', () => {
    const sample = [
      '// The budget of issue 9.',
      ' * Lowered on 2026-11-24 (192.9 KB measured).',
      '  // routes to find them took 25-55 ms at 4x CPU.',
      '/** SPEC §9: scrolling to a hash target retries up to 4 times, every 300 ms. */',
      "const day = '2026-01-01'; // a fixture's date in code, not in the comment",
      "expect(checkDate('01.01.2000', '2000-01-01')).toBe('ok');",
    ].join('\n');
    expect(commentFindings('sample.ts', sample).map((finding) => finding.split(': ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
    ]);
  });

  it('hold no issue numbers, dates or measured timings', () => {
    const files = [...FOLDERS.flatMap(codeFiles), ...ROOT_FILES].filter((file) => file !== path.join('scripts', 'comment-hygiene.test.ts'));
    const findings = files.flatMap((file) => commentFindings(file, readFileSync(path.join(root, file), 'utf8')));
    expect(findings).toEqual([]);
  });
});
