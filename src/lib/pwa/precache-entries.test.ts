import { type PrecacheEntry, withoutFolderCopies } from './precache-entries';

const entry = (url: string): PrecacheEntry => ({ url, revision: 'r', size: 1 });

describe('withoutFolderCopies', () => {
  it('keeps one file per prerendered page, the one the app links to', () => {
    const urls = ['index.html', 'gamehall.html', 'gamehall/index.html', 'en.html', 'en/index.html', 'en/gamehall.html', 'en/gamehall/index.html'];
    expect(withoutFolderCopies(urls.map(entry)).manifest.map((kept) => kept.url)).toEqual(['index.html', 'gamehall.html', 'en.html', 'en/gamehall.html']);
  });

  it('keeps a folder page that has no other copy, and every other file', () => {
    const urls = ['app.html', 'en/game/_page.html', 'docs/index.html', 'assets/index-A1.js', 'locales/x/en/home.json'];
    expect(withoutFolderCopies(urls.map(entry)).manifest.map((kept) => kept.url)).toEqual(urls);
  });
});
