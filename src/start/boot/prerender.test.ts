import { prerenderedPage } from './prerendered-page';
import { prerenderedFile } from '@/lib/router/page-address';
import { prerenderedPaths } from './prerendered-paths';

const root = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;

describe('prerendered pages', () => {
  it('are the flagged public routes in every locale, unprefixed for Russian', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/gamehall', '/en', '/it/gamehall', '/es/providers', '/en/jackpots', '/it/winners']));
    // Twelve public pages (home, hall, providers, jackpots, winners, promotions, offers, tournaments, loyalty,
    // confirmation, confirmation success, unsubscribe) in four locales.
    expect(paths).toEqual(expect.arrayContaining(['/promotions', '/en/offers', '/es/tournaments', '/loyalty', '/it/loyalty']));
    // And the game page's shell, for every game, in four locales.
    expect(paths).toEqual(expect.arrayContaining(['/game/*', '/en/game/*', '/it/game/*', '/es/game/*']));
    expect(paths).toHaveLength(56);
    expect(paths.some((path) => path.includes(':') || /cashier|profile/.test(path))).toBe(false);
  });

  it('are written where static hosts look for a clean address', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/en')).toBe('en.html');
    expect(prerenderedFile('/it/gamehall')).toBe('it/gamehall.html');
    expect(prerenderedFile('/it/game/*')).toBe('it/game/_page.html');
    expect(prerenderedFile('/game/*')).toBe('game/_page.html');
  });

  it('a shell hydrates at any one last segment of its folder, and nowhere else', () => {
    const shell = root({ prerendered: '/it/game/*', namespaces: 'game' });
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(prerenderedPage(shell, at('/it/game/book-of-orbit'))).toEqual({ path: '/it/game/*', namespaces: ['game'] });
    expect(prerenderedPage(shell, at('/it/game/book-of-orbit/'))).not.toBeNull();
    expect(prerenderedPage(shell, at('/it/game/'))).toBeNull();
    expect(prerenderedPage(shell, at('/it/game'))).toBeNull();
    expect(prerenderedPage(shell, at('/it/game/a/b'))).toBeNull();
    expect(prerenderedPage(shell, at('/en/game/book-of-orbit'))).toBeNull();
    expect(prerenderedPage(shell, at('/it/gameX/book'))).toBeNull();
    expect(prerenderedPage(shell, at('/it/game/book', '?types=live'))).toBeNull();
  });

  it('hydrate only at their own address', () => {
    const page = root({ prerendered: '/it/gamehall', namespaces: 'common,games' });
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(prerenderedPage(page, at('/it/gamehall'))).toEqual({ path: '/it/gamehall', namespaces: ['common', 'games'] });
    expect(prerenderedPage(page, at('/it/gamehall/'))).toEqual({ path: '/it/gamehall', namespaces: ['common', 'games'] });
    expect(prerenderedPage(page, at('/it/providers'))).toBeNull();
    expect(prerenderedPage(root({}), at('/it/gamehall'))).toBeNull();
    expect(prerenderedPage(root({ prerendered: '/' }), at('/'))).toEqual({ path: '/', namespaces: [] });
  });

  it('hydrate with tracking tags and query flags, not with parameters a page renders from', () => {
    const page = root({ prerendered: '/it/gamehall', namespaces: 'common' });
    expect(prerenderedPage(page, { pathname: '/it/gamehall', search: '?utm_source=mail&track_id=7&show_popup_reg=1' })).not.toBeNull();
    expect(prerenderedPage(page, { pathname: '/it/gamehall', search: '?types=live' })).toBeNull();
    expect(prerenderedPage(page, { pathname: '/it/gamehall', search: '?utm_source=mail&category=new' })).toBeNull();
  });
});
