import type { Page } from '@playwright/test';

/**
 * The app's Redux state, read the way a person with developer tools reaches it in the production
 * build, which exposes no store: React's fibers hang on the root element, and the store is the
 * `store` prop of react-redux's Provider among them (what React's developer tools show).
 */
export async function readAppState(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    if (!root || !key) return null;
    type Fiber = { memoizedProps?: { store?: { getState?: () => unknown } }; child: Fiber | null; sibling: Fiber | null; stateNode?: { current?: Fiber } };
    const first = root[key] as Fiber;
    // The container keeps the first root fiber; its root object points at the tree on screen now.
    const stack: Array<Fiber | null> = [first.stateNode?.current ?? first];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const store = fiber.memoizedProps?.store;
      if (typeof store?.getState === 'function') return JSON.stringify(store.getState());
      stack.push(fiber.sibling, fiber.child);
    }
    return null;
  });
  return (await handle.jsonValue()) as string;
}

/** Dialogs on the app's stack (state.dialogs.stack): a popup counts from the moment it is asked for. */
export async function openDialogCount(page: Page): Promise<number> {
  const state = JSON.parse(await readAppState(page)) as { dialogs?: { stack?: unknown[] } };
  return state.dialogs?.stack?.length ?? 0;
}
