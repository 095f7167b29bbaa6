import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiNamespace, baseApi, OVERRIDE_EXISTING, sessionTags } from './base-api';
import { accountApi } from './account/account-api';

const apiDir = import.meta.dirname;

/** src/api/<folder>/<file>-api.ts with the endpoint names its source declares. */
function namespaceFiles() {
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-api.ts') && file !== 'base-api.ts')
    .map((file) => {
      const folder = file.split(path.sep)[0];
      const source = readFileSync(path.join(apiDir, file), 'utf8');
      const names = [...source.matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)/gm)].map((match) => match[1]);
      return { file, namespace: folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), names };
    });
}

describe('API namespaces (decision record 012)', () => {
  const files = namespaceFiles();

  it('finds every namespace file', () => {
    expect(files.map((entry) => entry.file)).toEqual(expect.arrayContaining([path.join('account', 'account-api.ts'), path.join('games', 'games-api.ts')]));
    expect(files.every((entry) => entry.names.length > 0)).toBe(true);
  });

  it.each(files)('$file: every endpoint name starts with its namespace', ({ namespace, names }) => {
    for (const name of names) expect(name, name).toMatch(new RegExp(`^${namespace}[A-Z]`));
  });

  it('no two namespace files declare the same endpoint name', () => {
    const all = files.flatMap((entry) => entry.names.map((name) => `${name} (${entry.file})`));
    const names = files.flatMap((entry) => entry.names);
    const duplicates = all.filter((_, index) => names.indexOf(names[index]) !== index);
    expect(duplicates).toEqual([]);
  });

  it('a second definition of an endpoint name throws instead of silently replacing the first', () => {
    expect(accountApi.endpoints.accountGetInfo).toBeDefined();
    expect(OVERRIDE_EXISTING).toBe('throw');
    expect(() =>
      apiNamespace({ tagTypes: ['Cashier'] }).injectEndpoints({
        overrideExisting: OVERRIDE_EXISTING,
        endpoints: (build) => ({ accountGetInfo: build.query<number, void>({ query: () => ({ call: 'cashier.getInfo' }) }) }),
      }),
    ).toThrow(/accountGetInfo/);
  });

  it('namespaces register their per-player tags themselves', () => {
    expect(sessionTags()).toEqual(expect.arrayContaining(['Account', 'Balance']));
    expect(baseApi.reducerPath).toBe('api');
  });
});
