import { addressMatches, folderPageFile, prerenderedFile, shellFileOf } from './page-address';

describe('the page-address rule', () => {
  it('a page is its own address, with or without a trailing slash', () => {
    expect(addressMatches('/it/gamehall', '/it/gamehall')).toBe(true);
    expect(addressMatches('/it/gamehall', '/it/gamehall/')).toBe(true);
    expect(addressMatches('/', '/')).toBe(true);
    expect(addressMatches('/it/gamehall', '/it/gamehall/x')).toBe(false);
    expect(addressMatches('', '/')).toBe(false);
  });

  it('a shell is any one last segment of its folder', () => {
    expect(addressMatches('/it/game/*', '/it/game/book-of-orbit')).toBe(true);
    expect(addressMatches('/it/game/*', '/it/game/book-of-orbit/')).toBe(true);
    for (const other of ['/it/game', '/it/game/', '/it/game/a/b', '/en/game/a', '/it/gamehall']) expect(addressMatches('/it/game/*', other), other).toBe(false);
  });

  it('names the file of each address', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/it/gamehall')).toBe('it/gamehall.html');
    expect(prerenderedFile('/it/game/*')).toBe('it/game/_page.html');
    expect(shellFileOf('/it/game/book-of-orbit')).toBe('/it/game/_page.html');
    expect(shellFileOf('/game/book-of-orbit/')).toBe('/game/_page.html');
    expect(folderPageFile('/it/gamehall/')).toBe('/it/gamehall.html');
  });
});
