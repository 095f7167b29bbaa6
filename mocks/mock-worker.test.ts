import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/** public/mock-worker.js run in a stand-in service worker scope (decision record 036). */
function loadWorker() {
  const listeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const self = {
    location: new URL('http://127.0.0.1:4173/mock-worker.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  const source = readFileSync(path.join(import.meta.dirname, '..', 'public', 'mock-worker.js'), 'utf8');
  runInNewContext(source, { self, URL, importScripts: (url: string) => imported.push(url) });
  /** Whether MSW's listener (registered after ours) would see a request of this address. */
  const reachesMsw = (url: string) => {
    let stopped = false;
    const event = { request: { url }, stopImmediatePropagation: () => (stopped = true) };
    for (const listener of listeners) listener(event);
    return !stopped;
  };
  return { imported, listeners, reachesMsw };
}

describe('the mock build service worker', () => {
  it("imports MSW's worker after its own listener", () => {
    const { imported, listeners } = loadWorker();
    expect(imported).toEqual(['./mockServiceWorker.js']);
    expect(listeners).toHaveLength(1);
  });

  it("lets the build's own files go to the network and everything else to the mock", () => {
    const { reachesMsw } = loadWorker();
    expect(reachesMsw('http://127.0.0.1:4173/assets/index-A1.js')).toBe(false);
    expect(reachesMsw('http://127.0.0.1:4173/assets/home-route-B2.css')).toBe(false);
    // The translations of the release (decision record 045).
    expect(reachesMsw('http://127.0.0.1:4173/locales/AEtuU-PidM/en/home.json')).toBe(false);
    expect(reachesMsw('http://127.0.0.1:4173/api/account/getInfo?v=2.34')).toBe(true);
    expect(reachesMsw('http://127.0.0.1:4173/mock-cms/art/banner-1.svg')).toBe(true);
    expect(reachesMsw('http://127.0.0.1:4173/cms/assets/logo.svg')).toBe(true);
    // Another origin's /assets/ is not the build's.
    expect(reachesMsw('https://cdn.example.com/assets/game.js')).toBe(true);
  });
});
