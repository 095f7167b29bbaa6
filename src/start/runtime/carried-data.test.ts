import {
  CARRIED_DATA_ID,
  carriedDataHtml,
  carriedPart,
  carriesAnswer,
  isCarried,
  markCarried,
  readCarriedData,
  takeCarriedEntries,
} from './carried-data';

const entry = (endpointName: string, requestId: string, status = 'fulfilled') => ({
  status,
  endpointName,
  requestId,
  originalArgs: { locale: 'en' },
  data: [{ id: 1, title: 'Weekend </script><script>alert(1)</script>' }],
});

const apiState = {
  queries: {
    'bannersGet({"locale":"en"})': entry('bannersGet', 'r1'),
    'accountGetInfo(undefined)': entry('accountGetInfo', 'r2'),
    'jackpotsGet({"locale":"en"})': entry('jackpotsGet', 'r3'),
    'winnersGet({"locale":"en"})': entry('winnersGet', 'r5'),
    'bannersGet({"locale":"it"})': entry('bannersGet', 'r4', 'pending'),
  },
  provided: {
    tags: { Banners: { __internal_without_id: ['bannersGet({"locale":"en"})', 'bannersGet({"locale":"it"})'] }, Account: { __internal_without_id: ['accountGetInfo(undefined)'] } },
    keys: { 'bannersGet({"locale":"en"})': [{ type: 'Banners' }], 'accountGetInfo(undefined)': [{ type: 'Account' }] },
  },
};

/** A document holding `text` in the data block. */
const documentWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === CARRIED_DATA_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('carried data', () => {
  afterEach(() => markCarried(null));

  it('keeps only fulfilled answers of public endpoints, and their tags', () => {
    const part = carriedPart(apiState);
    expect(Object.keys(part!.queries)).toEqual(['bannersGet({"locale":"en"})']);
    expect(part!.provided).toEqual({
      tags: { Banners: { __internal_without_id: ['bannersGet({"locale":"en"})'] } },
      keys: { 'bannersGet({"locale":"en"})': [{ type: 'Banners' }] },
    });
    expect(carriedPart({ ...apiState, queries: { 'accountGetInfo(undefined)': entry('accountGetInfo', 'r2') } })).toBeNull();
  });

  it('is written as JSON no text can close, and read back', () => {
    const part = carriedPart(apiState)!;
    const html = carriedDataHtml(part);
    expect(html.startsWith(`<script type="application/json" id="${CARRIED_DATA_ID}">`)).toBe(true);
    expect(html.slice(0, -'</script>'.length)).not.toContain('</script');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(readCarriedData(documentWith(json))).toEqual(part);
  });

  it('reads nothing from a page without a block, or with one it cannot trust', () => {
    expect(readCarriedData(documentWith(null))).toBeNull();
    expect(readCarriedData(documentWith('{not json'))).toBeNull();
    expect(readCarriedData(documentWith('[]'))).toBeNull();
    // An entry of an endpoint no page may carry (the session) is refused with the whole block.
    const session = { queries: { 'accountGetInfo(undefined)': entry('accountGetInfo', 'r2') }, provided: { tags: {}, keys: {} } };
    expect(readCarriedData(documentWith(JSON.stringify(session)))).toBeNull();
  });

  it('marks what the markup shows, and hands the entries out once for refreshing', () => {
    const part = carriedPart(apiState)!;
    markCarried(part);
    expect(isCarried('r1')).toBe(true);
    expect(isCarried('r2')).toBe(false);
    expect(isCarried(undefined)).toBe(false);
    expect(carriesAnswer('bannersGet', { locale: 'en' })).toBe(true);
    expect(carriesAnswer('bannersGet', { locale: 'it' })).toBe(false);
    expect(carriesAnswer('bannersGet')).toBe(true);
    expect(carriesAnswer('gamesGetPages')).toBe(false);
    expect(takeCarriedEntries()).toEqual([{ endpointName: 'bannersGet', originalArgs: { locale: 'en' } }]);
    expect(takeCarriedEntries()).toEqual([]);
    markCarried(null);
    expect(isCarried('r1')).toBe(false);
    expect(carriesAnswer('bannersGet', { locale: 'en' })).toBe(false);
  });
});
