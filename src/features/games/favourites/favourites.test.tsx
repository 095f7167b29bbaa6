import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { likesOf } from '../../../../mocks/games/game-tables';
import { forceError, signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 8000 };

describe('favourite hearts', { timeout: 40_000 }, () => {
  it('adds and removes a like for a signed-in player', async () => {
    const user = userEvent.setup();
    const { uid } = signInAs('demo@example.com');
    await renderApp('/en/gamehall');
    const heart = await screen.findByRole('button', { name: 'Favourite: Golden Blackjack' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite: Star Crash' })).toHaveAttribute('aria-pressed', 'true'), SLOW);
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(likesOf(uid)).toContain('golden-blackjack'), SLOW);

    await user.click(heart);
    await waitFor(() => expect(likesOf(uid)).not.toContain('golden-blackjack'), SLOW);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('undoes the heart and says so when the server refuses', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    forceError('games.addLike', 'InternalServerError');
    await renderApp('/en/gamehall');
    const heart = await screen.findByRole('button', { name: 'Favourite: Golden Blackjack' }, { timeout: 15_000 });
    await user.click(heart);
    expect(await screen.findByText('The game could not be added to your favourites. Please try again.', undefined, SLOW)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to sign in instead', async () => {
    const user = userEvent.setup();
    await renderApp('/en/gamehall');
    const heart = await screen.findByRole('button', { name: 'Favourite: Golden Blackjack' }, { timeout: 15_000 });
    await user.click(heart);
    expect(await screen.findByRole('dialog', undefined, SLOW)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
