import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FRAME_PATH_MESSAGE } from './frame-protocol';
import { FramesWatcher } from './frames-watcher';

function setup() {
  const router = createMemoryRouter(
    [{ path: '*', element: <FramesWatcher /> }],
    { initialEntries: ['/en'] },
  );
  render(<RouterProvider router={router} />);
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return { router, child: iframe.contentWindow };
}

const send = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('FramesWatcher as a parent', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((node) => node.remove()));

  it('navigates to the path its same-origin child frame reports', () => {
    const { router, child } = setup();
    send({ type: FRAME_PATH_MESSAGE, path: '/en/promotions' }, window.location.origin, child);
    expect(router.state.location.pathname).toBe('/en/promotions');
  });

  it('ignores the same report from another origin, from itself and with a script path', () => {
    const { router, child } = setup();
    send({ type: FRAME_PATH_MESSAGE, path: '/en/promotions' }, 'https://evil.example', child);
    send({ type: FRAME_PATH_MESSAGE, path: '/en/promotions' }, window.location.origin, window);
    send({ type: FRAME_PATH_MESSAGE, path: 'javascript:alert(1)' }, window.location.origin, child);
    expect(router.state.location.pathname).toBe('/en');
  });
});
