import { withNamespaces } from './localize-routes';
import { ROUTES } from './routes';

describe('withNamespaces', () => {
  const preloadNamespaces = vi.fn();
  beforeEach(() => preloadNamespaces.mockClear());

  it("starts the route's declared namespaces in its locale as its module starts loading, not after", async () => {
    let resolveModule: (module: object) => void = () => undefined;
    const lazy = vi.fn(() => new Promise<object>((resolve) => (resolveModule = resolve)));
    const wrapped = withNamespaces('it', { name: 'game', layout: 'game', lazy, namespaces: ['game', 'games'] }, preloadNamespaces);
    expect(typeof wrapped).toBe('function');
    const loading = (wrapped as () => Promise<object>)();
    expect(preloadNamespaces).toHaveBeenCalledWith('it', ['game', 'games']);
    expect(lazy).toHaveBeenCalledTimes(1);
    const module = { Component: () => null };
    resolveModule(module);
    await expect(loading).resolves.toBe(module);
  });

  it('leaves a route without namespaces as it is', () => {
    const lazy = () => Promise.resolve({});
    expect(withNamespaces('en', { name: 'home', layout: 'default', lazy }, preloadNamespaces)).toBe(lazy);
    expect(preloadNamespaces).not.toHaveBeenCalled();
  });

  it('declares namespaces only for pages without prerendered HTML of their own (those carry theirs)', () => {
    // A shell (the game page) is reached by in-app navigation far more often than it is served.
    for (const route of ROUTES) if (route.namespaces) expect(route.prerender === true, route.name).toBe(false);
  });
});
