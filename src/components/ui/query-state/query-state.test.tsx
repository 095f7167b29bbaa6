import { screen, within } from '@testing-library/react';
import { useRef } from 'react';
import userEvent from '@testing-library/user-event';
import { createUiTestI18n, renderWithUi } from '../testing/render-with-ui';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import type { NextPageLike } from './load-more';
import { QuerySkeleton } from './query-skeleton';
import { QueryState, type QueryLike } from './query-state';

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

describe('QueryState', () => {
  const list = (items: string[]) => (
    <ul aria-label="Items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  const loaded = (data: string[], more: Partial<QueryLike<string[]>> = {}): QueryLike<string[]> => ({ data, isError: false, isSuccess: true, refetch: vi.fn(), ...more });

  it('shows a spinner while loading, announced as a status', () => {
    renderWithUi(
      <QueryState query={{ isError: false, refetch: vi.fn() }} loading="spinner">
        {list}
      </QueryState>,
      { i18n: createUiTestI18n('ru') },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a skeleton of the given shape while loading, with the caller’s label', () => {
    const { container } = renderWithUi(
      <QueryState query={{ isError: false, refetch: vi.fn() }} loading="skeleton" shape="row" count={4} loadingLabel="Loading items">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading items');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows a placeholder of the page’s own while loading, and while pending although data is there', () => {
    renderWithUi(
      <QueryState query={loaded(['a'])} pending loading={<p role="status">Fetching icons</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Fetching icons');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a translated error whose retry button refetches', async () => {
    const refetch = vi.fn();
    renderWithUi(
      <QueryState query={{ isError: true, refetch }} loading="spinner">
        {list}
      </QueryState>,
      { i18n: createUiTestI18n('it') },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare. Riprova.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('takes the error’s texts and its own retry', async () => {
    const onRetry = vi.fn();
    const refetch = vi.fn();
    renderWithUi(
      <QueryState query={{ isError: true, refetch }} loading="spinner" error={{ title: 'Games could not be loaded', titleLevel: 2 }} onRetry={onRetry}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Games could not be loaded' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('shows the data', () => {
    renderWithUi(
      <QueryState query={loaded(['Lucky Orbit', 'Book of Dawn'])} loading="spinner" empty={{ title: 'No games' }}>
        {list}
      </QueryState>,
    );
    expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('No games')).not.toBeInTheDocument();
  });

  it('keeps the data on screen while it refreshes', () => {
    renderWithUi(
      <QueryState query={{ data: ['a'], isError: false, isSuccess: false, refetch: vi.fn() }} loading="skeleton" shape="card" count={2}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list', () => {
    renderWithUi(
      <QueryState query={loaded([])} loading="spinner" empty={{ title: 'No games found', text: 'Try fewer filters.' }}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No games found')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state when the predicate says so, in the page’s own markup if given', () => {
    renderWithUi(
      <QueryState query={loaded(['hidden'])} loading="spinner" isEmpty={(data) => data[0] === 'hidden'} empty={<p>Nothing to show</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer holds no data', () => {
    renderWithUi(
      <QueryState query={{ data: null, isError: false, isSuccess: true, refetch: vi.fn() }} loading="spinner" empty={{ title: 'Not found', compact: true }}>
        {() => <p>never</p>}
      </QueryState>,
    );
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives an empty list to its children when there is no empty state', () => {
    renderWithUi(
      <QueryState query={loaded([])} loading="spinner">
        {(data) => <p>{data.length} items</p>}
      </QueryState>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });

  it('keeps the data alone when a refresh fails, or adds a notice when asked', async () => {
    const refetch = vi.fn();
    const query = loaded(['a'], { isError: true, isSuccess: false, refetch });
    const { rerender } = renderWithUi(
      <QueryState query={query} loading="spinner">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(
      <QueryState query={query} loading="spinner" errorWithData="notice" error={{ message: 'Some accounts could not be loaded.' }}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some accounts could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('QueryState with more', () => {
  const nextPage = (more: Partial<NextPageLike> = {}): NextPageLike => ({
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...more,
  });

  function Paged({ items, next, refetch = vi.fn() }: { items: string[]; next: NextPageLike; refetch?: () => void }) {
    const list = useRef<HTMLUListElement>(null);
    return (
      <QueryState
        query={{ data: items, isError: false, isSuccess: true, refetch }}
        loading="spinner"
        more={{ query: next, label: 'Show more', count: `Showing ${items.length} of 6`, error: 'More items could not be loaded.', items: list }}
      >
        {(data) => (
          <ul ref={list} aria-label="Items">
            {data.map((item) => (
              <li key={item}>
                <a href={`#${item}`}>{item}</a>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    );
  }

  it('loads the next page from a real button, says it is loading more, and moves the focus to the first new item', async () => {
    const next = nextPage();
    const { rerender } = renderWithUi(<Paged items={['a', 'b']} next={next} />, { i18n: createUiTestI18n('es') });
    expect(screen.getByText('Showing 2 of 6')).toHaveAttribute('aria-live', 'polite');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<Paged items={['a', 'b']} next={{ ...next, isFetchingNextPage: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando más…');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();

    rerender(<Paged items={['a', 'b', 'c', 'd']} next={next} />);
    expect(screen.getByRole('link', { name: 'c' })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a failed next page and retries only that page, with the focus on the retry', async () => {
    const refetch = vi.fn();
    const next = nextPage();
    const { rerender } = renderWithUi(<Paged items={['a', 'b']} next={next} refetch={refetch} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    rerender(<Paged items={['a', 'b']} next={{ ...next, isFetchNextPageError: true }} refetch={refetch} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('More items could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await user.click(retry);
    expect(next.fetchNextPage).toHaveBeenCalledTimes(2);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('has no button once every page is in, and lets the list place the failure itself', () => {
    const { rerender } = renderWithUi(<Paged items={['a', 'b']} next={nextPage({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 6')).toBeInTheDocument();

    rerender(
      <QueryState
        query={{ data: ['a'], isError: false, refetch: vi.fn() }}
        loading="spinner"
        more={{ query: nextPage({ isFetchNextPageError: true }), stateInList: true }}
      >
        {(data, failure) => (
          <table aria-label="Rows">
            <tbody>
              {data.map((item) => (
                <tr key={item}>
                  <td>{item}</td>
                </tr>
              ))}
              <tr>
                <td>{failure}</td>
              </tr>
            </tbody>
          </table>
        )}
      </QueryState>,
    );
    expect(within(screen.getByRole('table', { name: 'Rows' })).getByRole('alert')).toHaveTextContent('Could not load. Try again.');
  });
});
