// `npm run check:deployment` against the mock HTTP server serving the production build: once as
// the server is, once with a header it forgot (its --drop-header test switch). The build is not
// made here: `npm test` builds dist/ before Vitest runs (CHECK_DEPLOYMENT_DIST names another folder).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMockServer } from './lib/servers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distName = process.env.CHECK_DEPLOYMENT_DIST ?? 'dist';
const dist = path.resolve(root, distName);
const DROPPED = 'X-Content-Type-Options';

interface Run {
  code: number | null;
  output: string;
  /** The printed check lines by section heading. */
  sections: Map<string, string[]>;
}

function checkDeployment(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/check-deployment.mjs', ...args], { cwd: root, timeout: 90_000 }, (error, stdout, stderr) => {
      const sections = new Map<string, string[]>();
      let heading = '';
      for (const line of stdout.split('\n')) {
        if (/^\S/.test(line)) heading = line;
        else if (/^ {2}[✓✗] /.test(line)) sections.set(heading, [...(sections.get(heading) ?? []), line.trim()]);
      }
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, output: `${stdout}${stderr}`, sections });
    });
  });
}

let servers: { url: string; stop: () => Promise<void> }[] = [];

/** The mock server with the build, its environment once with MOCK_DROP_HEADERS (read when it starts). */
async function serve(dropHeaders: string | null) {
  const port = await freePort();
  const before = process.env.MOCK_DROP_HEADERS;
  if (dropHeaders) process.env.MOCK_DROP_HEADERS = dropHeaders;
  else delete process.env.MOCK_DROP_HEADERS;
  // The server process is spawned before startMockServer first waits, so the switch is set for it only.
  const starting = startMockServer({ staticDir: dist, port });
  if (before === undefined) delete process.env.MOCK_DROP_HEADERS;
  else process.env.MOCK_DROP_HEADERS = before;
  const server = await starting;
  servers.push(server);
  return server;
}

describe('npm run check:deployment', () => {
  let asBuilt: Run;
  let forgotHeader: Run;

  beforeAll(async () => {
    if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, '_headers'))) {
      throw new Error(
        `${distName}/index.html or ${distName}/_headers is missing: this test checks an existing production build. ` +
          'Build it with `node scripts/build-with-data.mjs` (npm test does before Vitest), or name a built folder with CHECK_DEPLOYMENT_DIST.',
      );
    }
    const [plain, dropped] = await Promise.all([serve(null), serve(DROPPED)]);
    [asBuilt, forgotHeader] = await Promise.all([
      checkDeployment([plain.url, '--dist', dist, '--pages', '/en/', '--timeout', '80']),
      checkDeployment([dropped.url, '--dist', dist, '--pages', '/en/', '--no-browser', '--timeout', '40']),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  });

  it("passes every check of the build as it is served: headers, files, policy, worker and what passes it", () => {
    expect(asBuilt.code, asBuilt.output).toBe(0);
    expect(asBuilt.output).toMatch(/\nVerdict: PASSED, all \d+ checks passed/);
    const headers = asBuilt.sections.get('Headers') ?? [];
    expect(headers.map((line) => line.split(':')[0]), asBuilt.output).toEqual([
      '✓ the pages answer',
      '✓ Content-Security-Policy',
      '✓ X-Content-Type-Options',
      '✓ Referrer-Policy',
      '✓ Permissions-Policy',
      '✓ Cache-Control of /sw.js',
      '✓ Cache-Control of /assets/',
    ]);
    expect(asBuilt.sections.get('Policy violations on load'), asBuilt.output).toEqual(['✓ /en/: none, the app started']);
    const worker = asBuilt.sections.get('Service worker') ?? [];
    expect(worker.slice(0, 2), asBuilt.output).toEqual(['✓ /sw.js is registered with scope /: registered', '✓ the worker controls the page: /en/']);
    expect(worker.some((line) => /^✓ \/oauth\/init\?service=google&… passes the service worker: from the network/.test(line)), asBuilt.output).toBe(true);
    expect(asBuilt.sections.get('Files not to serve')?.every((line) => line.startsWith('✓')), asBuilt.output).toBe(true);
  });

  it('fails, naming the header, when the host leaves one out', () => {
    expect(forgotHeader.code, forgotHeader.output).toBe(1);
    const headers = forgotHeader.sections.get('Headers') ?? [];
    expect(headers.find((line) => line.includes(DROPPED)), forgotHeader.output).toMatch(/^✗ X-Content-Type-Options: \/en\/, \/sw\.js, \/assets\/[^:]+: missing$/);
    expect(headers.filter((line) => line.startsWith('✗')), forgotHeader.output).toHaveLength(1);
    expect(forgotHeader.output).toMatch(/\nVerdict: FAILED, \d+ of \d+ checks failed \(.*X-Content-Type-Options/);
  });
});
