import { act, screen } from '@testing-library/react';
import { setSeonEnabled } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

/** Every image URL the page asks for (jsdom does not fetch images, so the setter is the request). */
function spyImages(): string[] {
  const sources: string[] = [];
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => void sources.push(value));
  return sources;
}

const hitsIn = (sources: string[]) => sources.map((src) => new URL(src, location.origin)).filter((url) => url.pathname === '/hit');

describe('tracking (SPEC §2, §7, §9)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete window.seon;
  });

  it('keeps the promo code and tracking parameters, and sends one /hit 3 s after start', async () => {
    const sources = spyImages();
    await renderApp('/en/promotions?promo_code=FIRST&promo_code=SPRING&track_id=td_123&link_id=7');
    expect(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(localStorage.getItem('promo_code')).toBe('SPRING');
    expect(JSON.parse(localStorage.getItem('tracking_params') ?? '{}')).toEqual({ track_id: 'td_123', link_id: '7' });
    expect(hitsIn(sources)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    const hits = hitsIn(sources);
    expect(hits).toHaveLength(1);
    expect(Object.fromEntries(hits[0].searchParams)).toEqual({ referrer: '', track_id: '123', track_source: 'td' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(hitsIn(sources)).toHaveLength(1);
  });

  it('adds the fraud-fingerprint session when general info has is_seon_enabled', async () => {
    setSeonEnabled(true);
    window.seon = {
      config: (options) => setTimeout(() => options.onSuccess()),
      getBase64Session: (callback) => callback('U0VPTi1GQUtF'),
    };
    const sources = spyImages();
    await renderApp('/en');
    expect(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    // The fingerprint module is imported on demand, which is real I/O and not a timer: wait for it.
    await vi.waitFor(() => expect(hitsIn(sources)).toHaveLength(1), { timeout: 10_000 });
    const [hit] = hitsIn(sources);
    expect(hit.searchParams.get('session')).toBe('U0VPTi1GQUtF');
    expect(hit.searchParams.has('track_id')).toBe(false);
  });
});
