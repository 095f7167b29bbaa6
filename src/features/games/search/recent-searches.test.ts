// @vitest-environment jsdom
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { addRecentSearch, clearRecentSearches, MAX_RECENT_SEARCHES, readRecentSearches } from './recent-searches';

describe('recent game searches', () => {
  it('keeps the newest first, unique regardless of case, trimmed', () => {
    addRecentSearch('tiger');
    addRecentSearch('  book  ');
    expect(addRecentSearch('TIGER')).toEqual(['TIGER', 'book']);
    expect(readRecentSearches()).toEqual(['TIGER', 'book']);
  });

  it(`remembers at most ${MAX_RECENT_SEARCHES}`, () => {
    for (let i = 0; i < 10; i += 1) addRecentSearch(`game ${i}`);
    const list = readRecentSearches();
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe('game 9');
  });

  it('ignores blank input and malformed storage, and can be cleared', () => {
    expect(addRecentSearch('   ')).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['ok', 5, '', null]));
    expect(readRecentSearches()).toEqual(['ok']);
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, '{"not":"a list"}');
    expect(readRecentSearches()).toEqual([]);
    addRecentSearch('x');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});
