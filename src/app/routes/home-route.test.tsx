import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../mocks/scenarios';
import { carouselTiming } from '@/features/banners/banner-carousel';
import { renderApp } from '@/testing/render-app';

const DEFAULT_SLIDE_MS = carouselTiming.slideMs;

const SLOW = { timeout: 15_000 };
// The whole app renders against the mock backend; give slow shared machines room.
vi.setConfig({ testTimeout: 40_000 });

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('home page composition', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    carouselTiming.slideMs = DEFAULT_SLIDE_MS;
  });

  it('shows the banners, the game rows, the jackpots teaser, the winners feed and the sign-up call to visitors', async () => {
    await renderApp('/en');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' }, SLOW);
    expect(within(carousel).getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
    const teaser = await screen.findByRole('list', { name: 'Live jackpots' }, SLOW);
    expect(within(teaser).getAllByRole('listitem')).toHaveLength(4);
    const feed = await screen.findByRole('list', { name: 'Latest winners' }, SLOW);
    expect(within(feed).getAllByRole('listitem')).toHaveLength(8);
    const rows = await screen.findByRole('region', { name: 'Games by category' }, SLOW);
    expect((await within(rows).findAllByRole('heading', { level: 2 }, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim the bonus' })).toHaveAttribute('href', '/en/forms/sign_up');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  }, 40_000);

  it('has no sign-up call for a signed-in player', async () => {
    signInAs('demo@example.com');
    await renderApp('/en');
    expect(await screen.findByRole('link', { name: 'Play now' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  }, 40_000);

  it('moves between banners with the keyboard and the buttons, and links through the current language', async () => {
    const user = userEvent.setup();
    await renderApp('/it');
    const carousel = await screen.findByRole('region', { name: 'Offerte in evidenza' }, SLOW);
    const first = within(carousel).getByRole('group', { name: '1 di 5' });
    const cta = within(first).getByRole('link');
    expect(cta).toHaveAttribute('href', expect.stringMatching(/^\/it\//));

    cta.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: '2 di 5' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('group', { name: '1 di 5' })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(carousel).getByRole('group', { name: '5 di 5' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: '1 di 5' })).toBeInTheDocument();

    await user.click(within(carousel).getByRole('button', { name: 'Banner precedente' }));
    expect(within(carousel).getByRole('group', { name: '5 di 5' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Mostra il banner 3' }));
    expect(within(carousel).getByRole('group', { name: '3 di 5' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Mostra il banner 3' })).toHaveAttribute('aria-current', 'true');
  }, 40_000);

  it('advances on its own until paused, and again when played', async () => {
    carouselTiming.slideMs = 300;
    const user = userEvent.setup();
    await renderApp('/en');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' }, SLOW);
    // Any slide but the first: on a loaded machine more than one period can pass between two looks.
    await waitFor(() => expect(within(carousel).getByRole('group')).not.toHaveAttribute('aria-label', '1 of 5'), { timeout: 2000 });

    const leave = async () => {
      // Hover and focus hold the rotation too; leave the carousel so only the button decides.
      await user.unhover(carousel);
      (document.activeElement as HTMLElement | null)?.blur();
    };
    await user.click(within(carousel).getByRole('button', { name: 'Pause the slideshow' }));
    const shown = within(carousel).getByRole('group').getAttribute('aria-label');
    await leave();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(within(carousel).getByRole('group')).toHaveAttribute('aria-label', shown);

    await user.click(within(carousel).getByRole('button', { name: 'Play the slideshow' }));
    await leave();
    await waitFor(() => expect(within(carousel).getByRole('group')).not.toHaveAttribute('aria-label', shown), { timeout: 2000 });
  }, 40_000);

  it('does not advance for people who ask for reduced motion', async () => {
    carouselTiming.slideMs = 300;
    mockReducedMotion(true);
    await renderApp('/en');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' }, SLOW);
    expect(within(carousel).getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(within(carousel).getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
  }, 40_000);
});
