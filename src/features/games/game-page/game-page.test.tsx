import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { likesOf } from '../../../../mocks/games/game-tables';
import { cmsConfig } from '../../../../mocks/cms/fixtures/cms-config';
import { server } from '../../../../mocks/node';
import { signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';
import { GAME_SANDBOX, SAME_ORIGIN_GAME_SANDBOX } from './game-stage';

/** The game frame, found by its accessible title (the game's display name). */
const queryFrame = (name: string) => document.querySelector<HTMLIFrameElement>(`iframe[title="${name}"]`);
const frameOf = (name: string) =>
  waitFor(
    () => {
      const frame = queryFrame(name);
      if (!frame) throw new Error(`no game frame titled ${name}`);
      return frame;
    },
    { timeout: 5000 },
  );
const topDialog = (store: Awaited<ReturnType<typeof renderApp>>['store']) => store.getState().dialogs.stack.at(-1);

describe('the game page', () => {
  // The mock backend's provider lives on the site's origin, which only mock builds frame.
  beforeEach(() => vi.stubEnv('VITE_API_MOCKING', 'true'));
  afterEach(() => vi.unstubAllEnvs());

  it('plays the demo for a visitor in a sandboxed frame titled with the game name', async () => {
    await renderApp('/en/game/lucky-orbit-fruits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
    const frame = await frameOf('Lucky Orbit Fruits');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/\/mock-game\.html\?game=lucky-orbit-fruits&mode=demo&lang=en$/));
    // The mock provider is on the site's own origin: its frame gets an opaque origin.
    expect(frame).toHaveAttribute('sandbox', SAME_ORIGIN_GAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation|allow-modals/);
    expect(frame).toHaveAttribute('allow', expect.stringContaining('fullscreen'));
  });

  it('shows the description name (SPEC §3) in the bar and the frame title', async () => {
    await renderApp('/en/game/pharaoh-megaways');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharaoh Megaways: Sun Edition' })).toBeInTheDocument();
    expect(await frameOf('Pharaoh Megaways: Sun Edition')).toBeInTheDocument();
  });

  it('asks a visitor to sign up for a game without demo', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/it/game/ironclad-vault');
    expect(await screen.findByRole('heading', { name: 'Questo gioco non ha una demo' }, { timeout: 5000 })).toBeInTheDocument();
    expect(queryFrame('Ironclad Vault')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(topDialog(store)).toMatchObject({ component: 'authPopup', componentProps: { mode: 'signUp' } });
  });

  it('keeps a visitor who arrives with #real in demo while registration is offered', async () => {
    const { store } = await renderApp('/en/game/lucky-orbit-fruits#real');
    const frame = await frameOf('Lucky Orbit Fruits');
    expect(frame.getAttribute('src')).toMatch(/mode=demo/);
    await waitFor(() => expect(topDialog(store)).toMatchObject({ component: 'authPopup', componentProps: { mode: 'signUp' } }));
  });

  it('plays for real money when signed in, and switches to demo through the address', async () => {
    signInAs('demo@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp('/en/game/lucky-orbit-fruits');
    const real = await frameOf('Lucky Orbit Fruits');
    expect(screen.getByRole('button', { name: 'Real money' })).toHaveAttribute('aria-pressed', 'true');
    expect(real.getAttribute('src')).toMatch(/mode=real&lang=en&session=/);
    expect(screen.getByText('25 free spins')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Demo' }));
    // Leaving real play goes through the demo-mode dialog; the address changes only on "Continue in demo".
    const dialog = await screen.findByRole('dialog', { name: 'Demo mode' }, { timeout: 5000 });
    expect(router.state.location.hash).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Continue in demo' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#demo'));
    await waitFor(() => expect(queryFrame('Lucky Orbit Fruits')!.getAttribute('src')).toMatch(/mode=demo/));
  });

  it('explains demo play to a visitor who asks for real money, and offers registration', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/en/game/lucky-orbit-fruits');
    await frameOf('Lucky Orbit Fruits');
    await user.click(screen.getByRole('button', { name: 'Real money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo mode' }, { timeout: 5000 });
    expect(within(dialog).getByText(/Lucky Orbit Fruits/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Play for real' }));
    await waitFor(() => expect(topDialog(store)).toMatchObject({ component: 'authPopup', componentProps: { mode: 'signUp' } }));
  });

  it('toggles the favourite: visitors get the sign-in popup, players a like in the database', async () => {
    const user = userEvent.setup();
    const visitor = await renderApp('/en/game/star-crash');
    await user.click(await screen.findByRole('button', { name: 'Favourite: Star Crash' }));
    expect(topDialog(visitor.store)).toMatchObject({ component: 'authPopup', componentProps: { mode: 'signIn' } });
    visitor.unmount();

    const account = signInAs('new@example.com');
    await renderApp('/en/game/star-crash');
    const heart = await screen.findByRole('button', { name: 'Favourite: Star Crash' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(likesOf(account.uid)).toEqual(['star-crash']));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('fakes full screen without the Fullscreen API and leaves it with Escape', async () => {
    const user = userEvent.setup();
    await renderApp('/en/game/lucky-orbit-fruits');
    await frameOf('Lucky Orbit Fruits');
    const stage = queryFrame('Lucky Orbit Fruits')!.parentElement!;
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(stage).toHaveAttribute('data-fullscreen', 'true');
    expect(within(stage).getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(stage).not.toHaveAttribute('data-fullscreen');
  });

  it('has no full-screen button when the content configuration says none', async () => {
    server.use(
      http.get('*/nfx/cms-config/:locale', () => {
        const config = cmsConfig('en');
        return HttpResponse.json({ data: { ...config.data, attributes: { ...config.data.attributes, games: { id: 1, fullScreenMode: 'none' } } } });
      }),
    );
    await renderApp('/en/game/lucky-orbit-fruits');
    await frameOf('Lucky Orbit Fruits');
    expect(screen.getByRole('button', { name: 'Close the game' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('closes to the game hall when the game was the first page of the visit', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/game/lucky-orbit-fruits');
    await user.click(await screen.findByRole('button', { name: 'Close the game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gamehall'));
  });

  it('closes back to the previous page of the site', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/jackpots');
    await router.navigate('/en/game/lucky-orbit-fruits');
    await user.click(await screen.findByRole('button', { name: 'Close the game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/jackpots'));
  });

  it('answers an unknown game with the not-found page', async () => {
    await renderApp('/en/game/no-such-game');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the game' })).not.toBeInTheDocument();
  });
});

describe('the game page with a hostile launch address', () => {
  const launchAt = (url: string) =>
    server.use(
      http.get('*/api/games/get', ({ request }) => {
        if (!(new URL(request.url).searchParams.get('fields') ?? '').includes('url')) return undefined;
        return HttpResponse.json({ data: { items: [{ sysname: 'lucky-orbit-fruits', name: 'Lucky Orbit Fruits', url }], total: 1, offset: 0, count: 1 } });
      }),
    );
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the site root', () => '/'],
    ['a data: page', () => 'data:text/html,<script>parent.document.title="owned"</script>'],
    ['a protocol-relative address', () => '//evil.example/game'],
    ["the site's own origin outside mock builds", () => `${location.origin}/mock-games/lucky-orbit-fruits?mode=demo`],
    ['plain http outside mock builds, on a loopback host too', () => 'http://127.0.0.1:4321/mock-games/lucky-orbit-fruits?mode=demo'],
    ['plain http of another site', () => 'http://provider.example/launch?token=1'],
  ])('frames nothing for %s and says the game could not be started', async (_name, url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    launchAt(url());
    await renderApp('/en/game/lucky-orbit-fruits');
    expect(await screen.findByRole('heading', { name: 'The game could not be started' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[game\] refused/));
  });

  it('frames an https provider page with its own origin', async () => {
    launchAt('https://provider.example/launch?token=1');
    await renderApp('/en/game/lucky-orbit-fruits');
    const frame = await frameOf('Lucky Orbit Fruits');
    expect(frame).toHaveAttribute('src', 'https://provider.example/launch?token=1');
    expect(frame).toHaveAttribute('sandbox', GAME_SANDBOX);
  });
});
