import { unreportedFiles } from './unreported-files.mjs';

describe('unreportedFiles (what a run the watchdog ended never reached)', () => {
  it('is every listed file that is neither in the report nor stalled, relative to the root', () => {
    const root = '/repo';
    expect(
      unreportedFiles({
        root,
        all: ['/repo/a.test.ts', '/repo/b.test.tsx', '/repo/c.test.ts', '/repo/d.test.ts', '/repo/d.test.ts'],
        reported: ['/repo/a.test.ts'],
        stalled: ['b.test.tsx'],
      }),
    ).toEqual(['c.test.ts', 'd.test.ts']);
  });

  it('is empty when the run reported every file', () => {
    expect(unreportedFiles({ root: '/repo', all: ['/repo/a.test.ts'], reported: ['/repo/a.test.ts'], stalled: [] })).toEqual([]);
  });
});
