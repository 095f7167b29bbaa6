import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { signInAs } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

function languages(list: string[]) {
  return vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
}

describe('locale routing (SPEC §2)', () => {
  beforeEach(() => {
    Cookies.remove('i18n_locale', { path: '/' });
    languages(['ru-RU']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the home page in Russian without a prefix and sets <html lang>', async () => {
    const { router } = await renderApp('/');
    // The first test loads the route modules and translations: give a busy machine time.
    expect(await screen.findByRole('heading', { level: 1, name: /500 €/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.documentElement.lang).toBe('ru');
    expect(Cookies.get('i18n_locale')).toBe('ru');
  });

  it('serves /en/ in English and remembers the choice in the cookie', async () => {
    await renderApp('/en');
    expect(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(Cookies.get('i18n_locale')).toBe('en');
  });

  it('sends an unprefixed address to the cookie locale, keeping the path and query', async () => {
    Cookies.set('i18n_locale', 'it');
    const { router } = await renderApp('/promotions?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/promotions'), { timeout: 5_000 });
    expect(router.state.location.search).toBe('?x=1');
  });

  it('uses the browser languages when there is no cookie', async () => {
    vi.restoreAllMocks();
    languages(['es-ES', 'en']);
    const { router } = await renderApp('/gamehall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/gamehall'));
  });

  it('starts with the routes of its locale and adds a locale tree when a navigation first needs it', async () => {
    const { router } = await renderApp('/en/promotions');
    const localeTrees = () => (router.routes[0].children ?? []).map((route) => route.id).filter((id) => id?.startsWith('locale:'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(localeTrees()).toEqual(['locale:en']);
    // No English route matches: the Russian tree comes, whose locale rule sends the address to the
    // remembered English.
    await router.navigate('/winners');
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('en:winners'));
    expect(localeTrees()).toEqual(['locale:en', 'locale:ru']);
    // Every prefixed address also matches the Russian tree's catch-all: the router still asks for more.
    await router.navigate('/it/promotions');
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('it:promotions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promozioni' })).toBeInTheDocument();
    expect(localeTrees()).toEqual(['locale:en', 'locale:ru', 'locale:it']);
  });

  it('drops the default locale prefix, keeping query and hash, and remembers Russian', async () => {
    vi.restoreAllMocks();
    languages(['en-US']);
    const { router } = await renderApp('/ru/gamehall?x=1#y');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gamehall'));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('#y');
    expect(Cookies.get('i18n_locale')).toBe('ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Игровой зал' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('prefers the signed-in account locale over the cookie', async () => {
    Cookies.set('i18n_locale', 'it');
    signInAs('demo@example.com').locale = 'es';
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
  });
});

describe('anonymous guard and redirects', () => {
  beforeEach(() => {
    Cookies.remove('i18n_locale', { path: '/' });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor from the cashier to the locale index with redirectUrl', async () => {
    const { router } = await renderApp('/en/cashier/deposit?method=card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe('/en/cashier/deposit?method=card');
  });

  it('lets a signed-in player into the cashier; /cashier goes to /cashier/deposit', async () => {
    signInAs('demo@example.com');
    const { router } = await renderApp('/en/cashier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/deposit'));
  });

  it('/profile goes to /profile/settings for a player', async () => {
    signInAs('demo@example.com');
    const { router } = await renderApp('/es/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/profile/settings'));
  });

  it('/gamehall/{id} shows the hall of that category', async () => {
    const { router } = await renderApp('/en/gamehall/42?providers=a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gamehall'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('category')).toBe('42');
    expect(search.get('providers')).toBe('a');
  });

  it('applies a configured redirect with a wildcard, in the current locale', async () => {
    const { router } = await renderApp('/en/casino/slots');
    // /casino/* -> /gamehall/*, then the category middleware turns /gamehall/slots into the filtered hall.
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gamehall'));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('slots');
  });

  it('shows the not-found page in the locale of the prefix for an unknown address', async () => {
    await renderApp('/it/a/b/c');
    expect(await screen.findByText('Page Not Found: /it/a/b/c', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('resets another spelling of the locale in an unmatched address to its prefix, keeping query and hash', async () => {
    const { router } = await renderApp('/IT/a/b?x=1#y');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/a/b'));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.location.hash).toBe('#y');
    expect(await screen.findByText('Page Not Found: /it/a/b', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('serves the game page at its canonical addresses, with the platform segment', { timeout: 20_000 }, async () => {
    const { router } = await renderApp('/en/desktop/game/lucky-orbit-fruits');
    await waitFor(() => expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ name: 'game', gamePage: true }), { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/en/desktop/game/lucky-orbit-fruits');
    await router.navigate('/en/mobile/game/lucky-orbit-fruits');
    await waitFor(() => expect(router.state.matches.at(-1)?.route.handle).toMatchObject({ name: 'game' }));
    expect(router.state.location.pathname).toBe('/en/mobile/game/lucky-orbit-fruits');
  });

  it('asks the content service for an unknown single segment and shows the 404 page when it has none', async () => {
    await renderApp('/en/no-such-page');
    expect(await screen.findByText('Page Not Found: /en/no-such-page', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/is not built yet/)).not.toBeInTheDocument();
  });
});
