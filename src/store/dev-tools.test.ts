import { devToolsOption } from './store';

describe('the store devtools', () => {
  it('are off in a production build', () => {
    expect(devToolsOption({ dev: false, mocking: false })).toBe(false);
  });

  it('are on, with secrets redacted, in development and in mock builds', () => {
    for (const build of [{ dev: true, mocking: false }, { dev: false, mocking: true }]) {
      const option = devToolsOption(build);
      expect(option && typeof option.actionSanitizer).toBe('function');
    }
  });
});
