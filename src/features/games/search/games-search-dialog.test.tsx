import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { renderApp } from '@/testing/render-app';
import { forceError } from '../../../../mocks/scenarios';

const SLOW = { timeout: 8000 };

async function openFromKeyboard() {
  const user = userEvent.setup();
  const app = await renderApp('/en/providers');
  await screen.findByRole('heading', { level: 1, name: 'Game providers' }, { timeout: 15_000 });
  await user.keyboard('/');
  const dialog = await screen.findByRole('dialog', { name: 'Search games' }, SLOW);
  const input = within(dialog).getByRole('combobox', { name: 'Game name' });
  await waitFor(() => expect(input).toHaveFocus());
  return { ...app, user, dialog, input };
}

describe('the games-search dialog', { timeout: 40_000 }, () => {
  it('opens with /, searches as you type and opens the picked game with the keyboard', async () => {
    const { user, dialog, input, router } = await openFromKeyboard();
    expect(within(dialog).getByText('Type at least 2 letters to search.')).toBeInTheDocument();

    await user.type(input, 'tiger');
    const listbox = within(dialog).getByRole('listbox');
    const options = await within(listbox).findAllByRole('option', undefined, SLOW);
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Show all results in the hall' })).toHaveAttribute(
      'href',
      '/en/gamehall?query=tiger',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);

    const name = options[0].textContent ?? '';
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/game\/[a-z0-9-]+$/));
    expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument();
    expect(name).toMatch(/tiger/i);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentGameSearches) ?? '[]')).toEqual(['tiger']);
  });

  it('offers recent searches, and clears them', async () => {
    localStorage.setItem(STORAGE_KEYS.recentGameSearches, JSON.stringify(['crash', 'roulette']));
    const { user, dialog, input } = await openFromKeyboard();
    const recent = within(dialog).getByRole('listbox', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['crash', 'roulette']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('roulette');
    expect(await within(dialog).findAllByRole('option', undefined, SLOW)).not.toHaveLength(0);

    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.recentGameSearches)).toBeNull();
  });

  it('says when nothing matches and when search fails', async () => {
    const { user, dialog, input } = await openFromKeyboard();
    await user.type(input, 'qqzzxx');
    expect(await within(dialog).findByText('Nothing found for “qqzzxx”.', undefined, SLOW)).toBeInTheDocument();

    forceError('games.get', 'InternalServerError', { times: 2 });
    await user.clear(input);
    await user.type(input, 'wild');
    expect(await within(dialog).findByText('Search is not available right now.', undefined, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('option', undefined, SLOW)).not.toHaveLength(0);
  });

  it('does not open while the player types in a field', async () => {
    const user = userEvent.setup();
    await renderApp('/en/providers');
    const field = await screen.findByRole('searchbox', { name: 'Search providers' }, { timeout: 15_000 });
    await user.type(field, 'a/b');
    expect(field).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(await screen.findByRole('dialog', { name: 'Search games' }, SLOW)).toBeInTheDocument();
  });
});
