// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { server } from '../../../mocks/node';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { baseApi } from '../base-api';
import { authBackendApi } from '../auth-backend/auth-backend-api';
import { cmsApi } from '../cms/cms-api';
import { cmsSeoApi } from '../cms/cms-seo-api';
import { siteApi } from '../site/site-api';
import { allContractRows, AUTH_BACKEND, CONTENT_BACKEND, type HttpRow, MAIN_API, mainApiRow, SITE_CALLS, type TableRow } from './contract-table';

/*
 * Main-API endpoints name their call once (`mainGet('ns.method', params)`, main-call.ts): the type
 * check holds them to the table's verb and parameter names, and the mock refuses what the table
 * does not list. What is left to check here: every row has an endpoint, no endpoint builds a main-API
 * request by hand, the mock serves exactly the table's methods, and the other backends' calls (paths
 * and JSON bodies, not typed by the table) send what their rows say.
 */

// Every namespace file: its endpoints (for the names) and its source (for the calls it names).
import.meta.glob('../**/*-api.ts', { eager: true });
const SOURCES = import.meta.glob<string>('../**/*-api.ts', { eager: true, query: '?raw', import: 'default' });

/** Endpoint name prefixes of the backends that are not the main API (decision record 012 names). */
const OTHER_BACKENDS = /^(authBackend|cms|site)[A-Z]/;

/** What one request carried on the wire. */
interface Sent {
  /** `backend:path`, as the table names it. */
  key: string;
  http: string;
  params: string[];
}

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
type Store = ReturnType<typeof makeStore>;

const base = (path: string) => absoluteUrl(path).href;

function httpRowFor(rows: readonly HttpRow[], path: string): HttpRow | undefined {
  const pattern = (template: string) => template.replace(/[.[\]$]/g, '\\$&').replace(/\{path\}/g, '.+').replace(/\{[a-z]+\}/g, '[^/]+');
  return rows.find((row) => new RegExp(`^${pattern(row.path)}$`).test(path));
}

/** The table's key of a request to another backend and the parameter names it carried (query and JSON body). */
async function readSent(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  const queryNames = [...new Set(url.searchParams.keys())];
  const href = url.origin + url.pathname;
  // The auth backend lives below the content backend by default (/cms/api/ under /cms/): the row decides.
  const others: [HttpRow['backend'], string, readonly HttpRow[]][] = [
    ['auth', base(ENV.authUrl), AUTH_BACKEND],
    ['cms', base(ENV.cmsUrl), CONTENT_BACKEND],
    ['site', `${url.origin}/`, SITE_CALLS],
  ];
  const candidates = others.filter(([, prefix]) => href.startsWith(prefix)).map(([backend, prefix, rows]) => {
    const path = href.slice(prefix.length);
    return { backend, path: httpRowFor(rows, path)?.path ?? null, raw: path };
  });
  const found = candidates.find((candidate) => candidate.path !== null) ?? candidates[candidates.length - 1];
  const text = request.method === 'POST' ? await request.text() : '';
  const body = text ? Object.keys(JSON.parse(text) as object) : [];
  return { key: `${found.backend}:${found.path ?? found.raw}`, http: request.method, params: [...queryNames, ...body] };
}

/**
 * One call per endpoint of the other backends, with every optional argument filled in, so that each
 * parameter the client can send goes out at least once.
 */
const CALLS: Record<string, (store: Store) => unknown> = {
  authBackendGetMe: (s) => s.dispatch(authBackendApi.endpoints.authBackendGetMe.initiate()),
  authBackendLocalLogin: (s) => s.dispatch(authBackendApi.endpoints.authBackendLocalLogin.initiate({ identifier: 'a@b.c', password: 'secret1' })),
  authBackendLocalRegister: (s) => s.dispatch(authBackendApi.endpoints.authBackendLocalRegister.initiate({ username: 'u', email: 'a@b.c', password: 'secret1' })),
  authBackendForgotPassword: (s) => s.dispatch(authBackendApi.endpoints.authBackendForgotPassword.initiate({ email: 'a@b.c' })),
  authBackendResetPassword: (s) => s.dispatch(authBackendApi.endpoints.authBackendResetPassword.initiate({ code: 'c', password: 'secret1', passwordConfirmation: 'secret1' })),
  authBackendChangePassword: (s) =>
    s.dispatch(authBackendApi.endpoints.authBackendChangePassword.initiate({ currentPassword: 'secret1', password: 'secret2', passwordConfirmation: 'secret2' })),
  authBackendSendEmailConfirmation: (s) => s.dispatch(authBackendApi.endpoints.authBackendSendEmailConfirmation.initiate({ email: 'a@b.c' })),
  authBackendProviderCallback: (s) => s.dispatch(authBackendApi.endpoints.authBackendProviderCallback.initiate({ provider: 'google', access_token: 't' })),
  cmsGetConfig: (s) => s.dispatch(cmsApi.endpoints.cmsGetConfig.initiate('en')),
  cmsGetPage: (s) => s.dispatch(cmsApi.endpoints.cmsGetPage.initiate({ slug: 'about', locale: 'en' })),
  cmsGetDomainSeo: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetDomainSeo.initiate('localhost')),
  cmsGetSeo: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetSeo.initiate({ path: '/promotions/3', pattern: '/promotions/##name##', locale: 'en' })),
  cmsGetIcons: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetIcons.initiate()),
  cmsGetSvgText: (s) => s.dispatch(cmsSeoApi.endpoints.cmsGetSvgText.initiate('/mock-media/icons/star.svg')),
  siteGetRobotsTxt: (s) => s.dispatch(siteApi.endpoints.siteGetRobotsTxt.initiate()),
};

/** Sends one endpoint's call and answers what went out, once every request of it has been read. */
async function capture(call: (store: Store) => unknown): Promise<Sent[]> {
  const reads: Promise<Sent>[] = [];
  const listener = ({ request }: { request: Request }) => {
    reads.push(readSent(request.clone()));
  };
  server.events.on('request:start', listener);
  try {
    const store = makeStore();
    const started = call(store) as { unwrap?: () => Promise<unknown>; unsubscribe?: () => void } | Promise<unknown>;
    const settled = 'unwrap' in started && started.unwrap ? started.unwrap() : (started as Promise<unknown>);
    await Promise.resolve(settled).catch(() => undefined);
    (started as { unsubscribe?: () => void }).unsubscribe?.();
    return await Promise.all(reads);
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

/** A sent request measured against its row: what is wrong with it ([] when it matches). */
function mismatches(sent: Sent, row: TableRow | undefined): string[] {
  if (!row) return [`${sent.key}: not in the contract table`];
  const problems: string[] = [];
  if (row.http !== sent.http) problems.push(`${sent.key}: sent as ${sent.http}, the table says ${row.http}`);
  for (const name of sent.params) if (!Object.hasOwn(row.params, name)) problems.push(`${sent.key}: parameter "${name}" is not in the table (it lists ${Object.keys(row.params).join(', ') || 'none'})`);
  return problems;
}

/** The `'ns.method'` keys the namespace files name in mainGet / mainPost. */
const CALLED = new Set(Object.values(SOURCES).flatMap((text) => [...text.matchAll(/\bmain(?:Get|Post)\(\s*'([A-Za-z]+\.[A-Za-z]+)'/g)].map((match) => match[1])));

const MAIN_ROWS = allContractRows().filter((row) => !row.key.includes(':'));
/** The size of the table, in the test's name so a run reports it. */
const COUNT_NOTE = [
  `${allContractRows().length - 1} rows`,
  `${MAIN_ROWS.length} main-API methods (${MAIN_ROWS.filter((row) => row.name.source === 'spec').length} named by SPEC §7)`,
  `${allContractRows().length - 1 - MAIN_ROWS.length} auth, content and site calls`,
  'the tracking hit checked by hit.test.ts',
].join(', ');

describe('the wire contract (src/api/contract/contract-table.ts)', () => {
  const rows = new Map(allContractRows().map((row) => [row.key, row]));
  const seen = new Set<string>();
  const seenParams = new Map<string, Set<string>>();

  it(`every main-API row has an endpoint that names it: ${COUNT_NOTE}`, () => {
    expect(MAIN_ROWS.map((row) => row.key).filter((key) => !CALLED.has(key))).toEqual([]);
  });

  it('no namespace file builds a main-API request by hand (mainGet / mainPost name it)', () => {
    const byHand = Object.entries(SOURCES).filter(([, text]) => /\bns:\s*'/.test(text)).map(([file]) => file);
    expect(byHand).toEqual([]);
  });

  it('every endpoint is a main-API namespace\'s or has a call below', () => {
    const namespaces = Object.keys(MAIN_API);
    const endpoints = Object.keys(baseApi.endpoints);
    const other = endpoints.filter((name) => OTHER_BACKENDS.test(name)).sort();
    expect(other).toEqual(Object.keys(CALLS).sort());
    const unplaced = endpoints.filter((name) => !OTHER_BACKENDS.test(name) && !namespaces.some((ns) => new RegExp(`^${ns}[A-Z]`).test(name)));
    expect(unplaced).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s sends what the table says', async (name) => {
    const sent = await capture(CALLS[name]);
    expect(sent.length, `${name} sent no request`).toBeGreaterThan(0);
    expect(sent.flatMap((request) => mismatches(request, rows.get(request.key)))).toEqual([]);
    for (const request of sent) {
      seen.add(request.key);
      const names = seenParams.get(request.key) ?? new Set<string>();
      for (const param of request.params) names.add(param);
      seenParams.set(request.key, names);
    }
  });

  it('every row of the other backends is sent, with every parameter it lists', () => {
    // The tracking pixel is an image request, not an endpoint: src/features/tracking/hit.test.ts checks it.
    const expected = [...rows.values()].filter((row) => row.key.includes(':') && !row.key.startsWith('tracking:'));
    const unsent = expected.filter((row) => !seen.has(row.key)).map((row) => row.key);
    const unsentParams = expected.flatMap((row) => Object.keys(row.params).filter((name) => !seenParams.get(row.key)?.has(name)).map((name) => `${row.key} ${name}`));
    expect({ unsent, unsentParams }).toEqual({ unsent: [], unsentParams: [] });
  });

  it('knows every main-API method the mock serves', async () => {
    const { NAMESPACES } = await import('../../../mocks/namespaces');
    const served = Object.entries(NAMESPACES).flatMap(([ns, methods]) => Object.keys(methods).map((method) => `${ns}.${method}`));
    expect(served.filter((key) => !mainApiRow(...(key.split('.') as [string, string])))).toEqual([]);
    expect([...rows.keys()].filter((key) => !key.includes(':') && !served.includes(key))).toEqual([]);
  });
});
