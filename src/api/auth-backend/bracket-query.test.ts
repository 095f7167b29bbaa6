import { stringifyBracketQuery } from './bracket-query';

describe('stringifyBracketQuery (qs bracket style)', () => {
  it('nests objects and indexes arrays with literal brackets and encoded values', () => {
    expect(stringifyBracketQuery({ filters: { url: { $eq: '/about us' } }, populate: 'deep', locale: 'en' })).toBe(
      'filters[url][$eq]=%2Fabout%20us&populate=deep&locale=en',
    );
    expect(stringifyBracketQuery({ populate: ['a', 'b'], sort: ['title:asc'] })).toBe('populate[0]=a&populate[1]=b&sort[0]=title%3Aasc');
    expect(stringifyBracketQuery({ filters: { $or: [{ a: { $eq: 1 } }, { b: { $null: true } }] } })).toBe(
      'filters[$or][0][a][$eq]=1&filters[$or][1][b][$null]=true',
    );
  });

  it('drops null and undefined, keeps empty strings, zero and false', () => {
    expect(stringifyBracketQuery({ a: null, b: undefined, c: '', d: 0, e: false, f: { g: null } })).toBe('c=&d=0&e=false');
    expect(stringifyBracketQuery(undefined)).toBe('');
    expect(stringifyBracketQuery({})).toBe('');
  });

  it('encodes characters that would break the query (#, &, =, +) and non-Latin text', () => {
    expect(stringifyBracketQuery({ url: '/game/##name##', q: 'a&b=c+d', t: 'привет' })).toBe(
      'url=%2Fgame%2F%23%23name%23%23&q=a%26b%3Dc%2Bd&t=%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82',
    );
    expect(stringifyBracketQuery({ 'we[ird] key': 1 })).toBe('we[ird]%20key=1');
  });

  it('round-trips through URLSearchParams for every flat key', () => {
    const query = stringifyBracketQuery({ filters: { host: { $eq: 'a.example' } }, pagination: { page: 2, pageSize: 25 } });
    const parsed = new URLSearchParams(query);
    expect(parsed.get('filters[host][$eq]')).toBe('a.example');
    expect(parsed.get('pagination[page]')).toBe('2');
    expect(parsed.get('pagination[pageSize]')).toBe('25');
  });

  it('nests five brackets deep and sends anything deeper as JSON', () => {
    expect(stringifyBracketQuery({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe('a[b][c][d][e][f]=1');
    const query = stringifyBracketQuery({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } });
    expect(decodeURIComponent(query)).toBe('a[b][c][d][e][f]={"g":1}');
  });
});
