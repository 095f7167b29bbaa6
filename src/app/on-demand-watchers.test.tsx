import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { resetCustomCode } from '@/features/custom-code/inject-custom-code';
import { renderApp } from '@/testing/render-app';

// The page never settles here: custom code must not wait for it (SPEC §4 "injected once on mount").
vi.mock('@/start/runtime/page-settled', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePageSettled: () => false,
}));

afterEach(() => {
  resetCustomCode();
  document.querySelectorAll('[data-custom-code]').forEach((node) => node.remove());
  vi.restoreAllMocks();
});

describe('custom code of the content configuration', () => {
  it('is injected on mount, before the page settles, once in each of its three positions', async () => {
    Cookies.remove('i18n_locale', { path: '/' });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    await renderApp('/en');
    const positions = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-custom-code]'), (script) => script.dataset.customCode);
    await waitFor(() => expect(positions().sort()).toEqual(['bodyEnd', 'bodyStart', 'head']), { timeout: 5_000 });
    expect(document.head.querySelector('script[data-custom-code="head"]')).not.toBeNull();
    expect(document.body.firstElementChild?.getAttribute('data-custom-code')).toBe('bodyStart');
  });
});
