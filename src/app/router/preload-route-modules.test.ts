import type { RouteObject } from 'react-router';
import { preloadRouteModules } from './create-router';

describe('preloadRouteModules', () => {
  it('starts the lazy modules of the matched layout and page only', () => {
    const layout = vi.fn(() => Promise.resolve({}));
    const home = vi.fn(() => Promise.resolve({}));
    const hall = vi.fn(() => Promise.resolve({}));
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          {
            id: 'en',
            path: '/en',
            children: [
              {
                id: 'en:layout',
                lazy: layout,
                children: [
                  { id: 'en:home', index: true, lazy: home },
                  { id: 'en:gamehall', path: 'gamehall', lazy: hall },
                  { id: 'en:broken', path: 'broken', lazy: failing },
                ],
              },
            ],
          },
        ],
      },
    ];
    preloadRouteModules('/en/gamehall', routes);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(hall).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    // A module that fails to load is left to the router, which reports it.
    expect(() => preloadRouteModules('/en/broken', routes)).not.toThrow();
    preloadRouteModules('/nowhere', routes);
    expect(layout).toHaveBeenCalledTimes(2);
  });
});
