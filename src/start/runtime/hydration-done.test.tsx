import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HydrationDone, holdUntilHydrated, useHydrationDone } from './hydration-done';

function Shows() {
  return <p>{useHydrationDone() ? 'hydrated' : 'markup'}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function mount(withDone: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <>
        <Shows />
        {withDone ? <HydrationDone /> : null}
      </>,
    ),
  );
  return container;
}

describe('useHydrationDone', () => {
  it('is true at once where nothing is hydrated (the plain shell, a client render)', () => {
    expect(mount(false).textContent).toBe('hydrated');
  });

  it('stays false under the hold until the task after HydrationDone\'s effect, then is true everywhere', async () => {
    holdUntilHydrated();
    const container = mount(true);
    // The effects have run (act flushed them), but the hold ends in a task of its own.
    expect(container.textContent).toBe('markup');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toBe('hydrated');
    // Later renders start hydrated.
    root?.unmount();
    expect(mount(false).textContent).toBe('hydrated');
  });
});
