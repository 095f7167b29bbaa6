import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { db } from '../../../../mocks/core/db';
import { GENERAL_INFO } from '../../../../mocks/cms/fixtures/metadata';
import { server } from '../../../../mocks/node';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import { baseApi } from '@/api/base-api';
import { initI18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { rootReducer } from '@/store/root-reducer';
import { GameHistory } from './game-history';
import { renderInAct } from '@/testing/render-in-act';

const SLOW = { timeout: 15_000 };
// The whole app renders against the mock backend; give slow shared machines room.
vi.setConfig({ testTimeout: 40_000 });

async function renderHistory(locale: Locale = 'en') {
  await initI18n(locale);
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
  return await renderInAct(
    <Provider store={store}>
      <Suspense fallback="…">
        <GameHistory pageSize={10} />
      </Suspense>
    </Provider>,
  );
}

function exportFlag(enabled: boolean) {
  server.use(http.get('*/api/metadata/getGeneralInfo', () => HttpResponse.json({ data: { ...GENERAL_INFO, is_game_history_export_enabled: enabled } })));
}

describe('GameHistory', () => {
  it('pages through the rounds with game, bet, win, currency and date', async () => {
    signInAs('demo@example.com');
    exportFlag(false);
    await renderHistory();
    const table = await screen.findByRole('table', { name: 'Your game rounds, page 1 of 4' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Game', 'Bet', 'Win', 'Currency', 'Date']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const firstRound = within(table).getAllByRole('row')[1];
    expect(within(firstRound).getAllByText(/^€\d+\.\d\d$/)).toHaveLength(2);
    expect(within(firstRound).getByText('EUR')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Game history pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('table', { name: 'Your game rounds, page 2 of 4' }, SLOW)).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 4')).toBeInTheDocument();
  });

  it('hides the export block unless general info enables it', async () => {
    signInAs('demo@example.com');
    exportFlag(false);
    await renderHistory();
    await screen.findByRole('table', {}, SLOW);
    expect(screen.queryByRole('heading', { name: 'Export history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request export' })).not.toBeInTheDocument();
  });

  it('requests an export, shows it pending, then offers the download when ready', async () => {
    signInAs('demo@example.com');
    exportFlag(true);
    await renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Request export' }, SLOW));
    expect(await screen.findByText('Preparing your file', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download file' })).not.toBeInTheDocument();

    for (const row of db().historyExports ?? []) row.ready_at = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const link = await screen.findByRole('link', { name: 'Download file' }, SLOW);
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/mock-cms\/exports\/game-history-\d+\.csv$/));
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new export' })).toBeInTheDocument();
  });

  it('speaks the page language and says so when there is nothing to show', async () => {
    signInAs('new@example.com');
    exportFlag(false);
    await renderHistory('ru');
    expect(await screen.findByText('Вы ещё не сыграли ни одного раунда.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'История игр' })).toBeInTheDocument();
  });

  it('says when the rounds cannot be loaded and loads them on retry', async () => {
    signInAs('demo@example.com');
    exportFlag(false);
    // The base query retries a failed read once: fail both tries.
    forceError('games.getHistory', 'InternalServerError', { times: 2 });
    await renderHistory();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your game history could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your game rounds, page 1 of 4' }, SLOW)).toBeInTheDocument();
  });
});
