import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUiTestI18n, renderWithUi } from '../testing/render-with-ui';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { QuerySkeleton } from './query-skeleton';

describe('QuerySkeleton', () => {
  it('announces a translated loading status and hides its blocks from screen readers', () => {
    const { container } = renderWithUi(<QuerySkeleton count={3} variant="row" />, { i18n: createUiTestI18n('ru') });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('takes its own text', () => {
    renderWithUi(<QuerySkeleton count={1} variant="card" label="Loading jackpots" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading jackpots');
  });
});

describe('LoadError', () => {
  it('is an alert with the generic text and a focusable retry button', async () => {
    const onRetry = vi.fn();
    renderWithUi(<LoadError onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load. Try again.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    const user = userEvent.setup();
    await user.tab();
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a title and the caller’s texts instead of the generic ones', () => {
    renderWithUi(<LoadError title="Games could not be loaded" message="Check your connection." retryLabel="Reload" onRetry={() => {}} />, {
      i18n: createUiTestI18n('it'),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Games could not be loaded');
    expect(alert).toHaveTextContent('Check your connection.');
    expect(alert).not.toHaveTextContent('Impossibile caricare. Riprova.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('can head a page with its title', () => {
    renderWithUi(<LoadError title="The game could not be started" titleLevel={1} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The game could not be started' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('Could not load. Try again.');
  });

  it('translates the retry button', () => {
    renderWithUi(<LoadError onRetry={() => {}} />, { i18n: createUiTestI18n('es') });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows a title, a text and an action', async () => {
    const onClick = vi.fn();
    renderWithUi(<EmptyState title="No games found" text="Try fewer filters." action={{ label: 'Clear filters', onClick }} />);
    expect(screen.getByText('No games found')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be only a line of text', () => {
    renderWithUi(<EmptyState compact title="No wins to show yet." />);
    expect(screen.getByText('No wins to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
