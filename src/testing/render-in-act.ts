import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders inside an awaited `act()`. React asks for it when a tree suspends through `use`, as the
 * translations do: a first render that suspends inside a plain, synchronous
 * `act()` is left waiting and never retried.
 */
export async function renderInAct(ui: ReactElement, options?: RenderOptions): Promise<RenderResult> {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui, options);
    await Promise.resolve();
  });
  if (!view) throw new Error('renderInAct: nothing was rendered');
  return view;
}
