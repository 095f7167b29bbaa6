import {
  clearedFilters,
  EMPTY_FILTERS,
  hallSearch,
  hasActiveFilters,
  listFilterOf,
  parseHallFilters,
  toggleItem,
} from './hall-filters';
import { effectiveQuery } from '../grid/search-query';

const parse = (query: string) => parseHallFilters(new URLSearchParams(query));

describe('hall filters in the address', () => {
  it('reads every filter, comma lists included', () => {
    expect(parse('query=%20Tiger%20&types=slots,live&providers=a,b&category=new&tab=favourites')).toEqual({
      query: 'Tiger',
      types: ['slots', 'live'],
      providers: ['a', 'b'],
      category: 'new',
      tab: 'favourites',
    });
  });

  it('drops unknown types, empty items, duplicates and unknown tabs', () => {
    expect(parse('types=slots,,bingo,slots&providers=,x,x&category=&tab=other')).toEqual({
      ...EMPTY_FILTERS,
      types: ['slots'],
      providers: ['x'],
    });
  });

  it('writes only what differs from the plain hall, keeping foreign parameters', () => {
    expect(hallSearch(EMPTY_FILTERS).toString()).toBe('');
    const current = new URLSearchParams('utm_source=mail&types=live&query=old');
    const next = hallSearch({ ...EMPTY_FILTERS, types: ['slots', 'fast'], providers: ['p1', 'p2'], category: 'new' }, current);
    expect(next.get('utm_source')).toBe('mail');
    expect(next.get('types')).toBe('slots,fast');
    expect(next.get('providers')).toBe('p1,p2');
    expect(next.get('category')).toBe('new');
    expect(next.has('query')).toBe(false);
    expect(next.has('tab')).toBe(false);
  });

  it('round-trips: a written address reads back as the same filters', () => {
    const filters = { query: 'book of', types: ['casino' as const], providers: ['x-y'], category: 'top', tab: 'favourites' as const };
    expect(parseHallFilters(hallSearch(filters))).toEqual(filters);
  });

  it('knows when anything narrows the list, and clears it without leaving the tab', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, tab: 'favourites' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, providers: ['a'] })).toBe(true);
    const busy = { query: 'x', types: ['live' as const], providers: ['a'], category: 'c', tab: 'favourites' as const };
    expect(clearedFilters(busy)).toEqual({ ...EMPTY_FILTERS, tab: 'favourites' });
  });

  it('toggles list items', () => {
    expect(toggleItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleItem(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('sends a text query only from two characters on', () => {
    expect(effectiveQuery(' a ')).toBeUndefined();
    expect(effectiveQuery(' ab ')).toBe('ab');
  });

  it('turns filters into games.get arguments; the favourites tab narrows to the liked games', () => {
    expect(listFilterOf(EMPTY_FILTERS)).toEqual({});
    expect(listFilterOf({ query: 'x', types: ['slots'], providers: ['p'], category: 'c', tab: 'all' })).toEqual({
      types: ['slots'],
      providers: ['p'],
      category: 'c',
    });
    expect(listFilterOf({ ...EMPTY_FILTERS, query: 'tiger', tab: 'favourites' }, ['a', 'b'])).toEqual({
      query: 'tiger',
      sysnames: ['a', 'b'],
    });
  });
});
