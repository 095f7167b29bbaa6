import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FRAME_HEIGHT_MESSAGE, FRAME_NAVIGATE_MESSAGE, FRAME_PATH_MESSAGE, FRAME_READY_MESSAGE } from './frame-protocol';
import { FramesWatcher } from './frames-watcher';

const SITE = 'https://casino.example';
const PARTNER = 'https://partner.example';

/** The site's window inside a partner's page: a parent of another origin that cannot be read. */
function partnerFrameHost() {
  const posted: Array<{ data: unknown; target: string }> = [];
  const parent = {
    postMessage: (data: unknown, target: string) => posted.push({ data, target }),
    get location(): never {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    },
  };
  const host = Object.assign(new EventTarget(), {
    top: parent,
    parent,
    frames: { length: 0 },
    document,
    isSecureContext: true,
    location: { origin: SITE, protocol: 'https:', ancestorOrigins: { 0: PARTNER, length: 1 } },
  });
  Object.assign(host, { self: host });
  return { host: host as unknown as Window, parent, posted };
}

function setup(configPartners: readonly string[]) {
  const frame = partnerFrameHost();
  const router = createMemoryRouter([{ path: '*', element: <FramesWatcher host={frame.host} configPartners={configPartners} /> }], { initialEntries: ['/en/gamehall'] });
  const view = render(<RouterProvider router={router} />);
  const rerender = (partners: readonly string[]) =>
    view.rerender(<RouterProvider router={createMemoryRouter([{ path: '*', element: <FramesWatcher host={frame.host} configPartners={partners} /> }], { initialEntries: ['/en/gamehall'] })} />);
  return { ...frame, router, rerender };
}

describe('FramesWatcher inside a partner page (docs/partners.md)', () => {
  beforeEach(() => {
    Object.defineProperty(document.body, 'scrollHeight', { configurable: true, value: 1234 });
  });
  afterEach(() => {
    delete (document.body as { scrollHeight?: number }).scrollHeight;
    delete document.documentElement.dataset.partnerFrame;
  });

  it('says nothing to a parent the partner list does not name, and reports ready, path and height once the content configuration names it', () => {
    const { posted, rerender } = setup([]);
    expect(posted).toEqual([]);
    rerender([PARTNER]);
    expect(posted).toEqual([
      { data: { type: FRAME_READY_MESSAGE, path: '/en/gamehall' }, target: PARTNER },
      { data: { type: FRAME_PATH_MESSAGE, path: '/en/gamehall' }, target: PARTNER },
      { data: { type: FRAME_HEIGHT_MESSAGE, height: 1234 }, target: PARTNER },
    ]);
    expect(document.documentElement.dataset.partnerFrame).toBe('');
  });

  it('opens a path the partner page sends and refuses, with a logged reason, a message off the allow-list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, parent, router } = setup([PARTNER]);
    const send = (data: unknown, origin = PARTNER) =>
      act(() => {
        host.dispatchEvent(Object.assign(new Event('message'), { data, origin, source: parent }));
      });
    send({ type: FRAME_NAVIGATE_MESSAGE, path: '/it/promotions' });
    expect(router.state.location.pathname).toBe('/it/promotions');
    send({ type: FRAME_NAVIGATE_MESSAGE, path: 'javascript:alert(1)' });
    send({ type: 'lucky-orbit:frame-eval', code: 'alert(1)' });
    send({ type: FRAME_NAVIGATE_MESSAGE, path: '/en' }, 'https://evil.example');
    expect(router.state.location.pathname).toBe('/it/promotions');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^\[frames\] refused a message from https:\/\/partner\.example: .*not a path on this site/),
      expect.stringMatching(/^\[frames\] refused a message from https:\/\/partner\.example: .*not one a partner may send/),
      expect.stringMatching(/^\[frames\] refused a message from https:\/\/evil\.example: .*not on the partner list/),
    ]);
    warn.mockRestore();
  });
});
