// @vitest-environment jsdom
import { readJson, readString, removeKey, writeJson, writeString } from './local-storage';
import { confirmSentKey, STORAGE_KEYS } from './storage-keys';

describe('local storage helpers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('round-trips JSON values and raw strings', () => {
    expect(writeJson('k', { a: 1, b: ['x'] })).toBe(true);
    expect(readJson('k', null)).toEqual({ a: 1, b: ['x'] });
    expect(writeString(STORAGE_KEYS.promoCode, 'WELCOME')).toBe(true);
    expect(readString(STORAGE_KEYS.promoCode)).toBe('WELCOME');
    expect(removeKey(STORAGE_KEYS.promoCode)).toBe(true);
    expect(readString(STORAGE_KEYS.promoCode)).toBeNull();
  });

  it('falls back on missing or corrupt values', () => {
    expect(readJson('missing', 7)).toBe(7);
    localStorage.setItem('bad', '{not json');
    expect(readJson('bad', 'fallback')).toBe('fallback');
  });

  it('treats undefined as removal and refuses unserialisable values', () => {
    writeJson('k', 1);
    expect(writeJson('k', undefined)).toBe(true);
    expect(localStorage.getItem('k')).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('k', cyclic)).toBe(false);
    expect(writeJson('k', 10n)).toBe(false);
  });

  it('never throws when the browser refuses (quota, private mode)', () => {
    const denied = () => {
      throw new DOMException('denied', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(writeJson('k', 1)).toBe(false);
    expect(writeString('k', 'v')).toBe(false);
    expect(readJson('k', 'fallback')).toBe('fallback');
    expect(readString('k')).toBeNull();
    expect(removeKey('k')).toBe(false);
  });

  it('never throws when localStorage itself is inaccessible', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readJson('k', 3)).toBe(3);
    expect(writeJson('k', 1)).toBe(false);
    expect(removeKey('k')).toBe(false);
  });

  it('names per-user confirm_sent keys', () => {
    expect(confirmSentKey(42)).toBe('confirm_sent_42');
  });
});
