import { act, renderHook } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  readonly callback: Callback;
  disconnected = false;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('counts everything as near without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport(document.createElement('div')));
    expect(result.current).toBe(true);
  });

  it('turns true once the element comes within the margin, and stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { result } = renderHook(() => useNearViewport(document.createElement('div'), '200px'));
    expect(result.current).toBe(false);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('200px 0px');
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(result.current).toBe(false);
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    expect(observer.disconnected).toBe(true);
  });
});
