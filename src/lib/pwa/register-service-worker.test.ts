// @vitest-environment jsdom
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  it('registers nothing inside a partner page of another site (browsers refuse a third-party worker)', () => {
    const register = vi.fn(() => Promise.resolve(undefined));
    const container = Object.assign(new EventTarget(), { controller: null, register });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerServiceWorker('/', true);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    registerServiceWorker('/', false);
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    error.mockRestore();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
});
