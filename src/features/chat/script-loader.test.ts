// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVendorScript } from './script-loader';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadVendorScript', () => {
  it('inserts no script for an address off the vendors’ hosts, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadVendorScript('https://evil.example/widget.js')).rejects.toThrow(/refused/);
    await expect(loadVendorScript('//evil.example/widget.js')).rejects.toThrow(/refused/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[chat\] refused/));
  });

  it('inserts a vendor’s own script', () => {
    void loadVendorScript('https://client.crisp.chat/l.js').catch(() => undefined);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://client.crisp.chat/l.js');
  });
});
