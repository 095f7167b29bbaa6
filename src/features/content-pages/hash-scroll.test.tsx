import { HASH_SCROLL_INTERVAL_MS, HASH_SCROLL_RETRIES, hashTarget, scrollToHash } from './hash-scroll';

describe('scrollToHash (SPEC §9: 4 retries, 300 ms apart)', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls at once when the target is there', () => {
    document.body.innerHTML = '<h2 id="payments">Payments</h2>';
    scrollToHash('#payments', false);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('retries until the target appears', () => {
    const found = vi.fn();
    scrollToHash('#late%20anchor', true, found);
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 2);
    expect(scrolled).not.toHaveBeenCalled();
    document.body.innerHTML = '<h2 id="late anchor">Late</h2>';
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(found).toHaveBeenCalledWith(document.getElementById('late anchor'));
  });

  it(`gives up after ${HASH_SCROLL_RETRIES} retries`, () => {
    const spy = vi.spyOn(document, 'getElementById');
    scrollToHash('#never', false);
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 10);
    // Each attempt looks for the id as written and with the sanitizer's prefix.
    expect(spy.mock.calls.filter(([id]) => id === 'never')).toHaveLength(1 + HASH_SCROLL_RETRIES);
    document.body.innerHTML = '<h2 id="never">Too late</h2>';
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 10);
    expect(scrolled).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('stops when cancelled', () => {
    const cancel = scrollToHash('#later', false);
    cancel();
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 5);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('hashTarget', () => {
  it('finds a sanitized anchor by the id the content was written with', () => {
    document.body.innerHTML = '<h2 id="user-content-licence">Licence</h2>';
    expect(hashTarget('#licence')?.textContent).toBe('Licence');
    expect(hashTarget('#user-content-licence')?.textContent).toBe('Licence');
    document.body.innerHTML = '';
  });
});
