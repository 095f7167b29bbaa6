// Setup for every Vitest file, in the node and in the jsdom environment: the MSW mock backend and
// a fresh mock database after each test. The DOM part (jest-dom matchers, React Testing Library
// cleanup, localStorage) is only loaded where there is a DOM, so node-only files skip its cost.
// This file runs again for each test file; hooks must be registered here, not in a module it
// imports (an imported module may be cached across files when isolation is off).
import './web-streams'; // first: MSW needs web streams when it loads
import { server } from '../../mocks/node';
import { resetMockDb } from '../../mocks/core/db';

const hasDom = typeof document !== 'undefined';

if (!hasDom && typeof location === 'undefined') {
  // Node has no page address. Code and tests that only need the page origin (absolute URLs for
  // fetch, the mock backend's own tests) read `location.origin`: give them the address jsdom starts
  // on (Vitest's default), read-only, so a test that tries to navigate fails loudly instead.
  const page = new URL('http://localhost:3000/');
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = page;
  const address = Object.freeze({ href, origin, protocol, host, hostname, port, pathname, search, hash, toString: () => href });
  Object.defineProperty(globalThis, 'location', { value: address, configurable: true, enumerable: true });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  if (hasDom) localStorage.clear();
});
afterAll(() => server.close());

if (hasDom) {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy* and waitFor give up after one second by default: too short for a whole app rendering
  // while the other worker also renders on a two-core machine. A passing wait returns at once.
  configure({ asyncUtilTimeout: 5_000 });
  // Registered last, so it runs first ("after" hooks run in reverse order): React trees unmount
  // before the mock server and the database are reset.
  afterEach(() => cleanup());
}
