// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { trackEvent } from './analytics';

describe('trackEvent', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes the event with its fields onto the data layer', () => {
    trackEvent('login_error', { code: 'Authorization' });
    trackEvent('logout');
    expect(window.dataLayer).toEqual([{ event: 'login_error', code: 'Authorization' }, { event: 'logout' }]);
  });
});
