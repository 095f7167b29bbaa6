import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

vi.setConfig({ testTimeout: 30_000 });

describe('/_icons', () => {
  it('shows every icon of the content service with its name, sanitized', async () => {
    await renderApp('/en/_icons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Icon set' }, { timeout: 10_000 })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Icon set' }, { timeout: 10_000 });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(18);
    const hostile = within(grid).getByText('hostile-sample').closest('figure');
    await vi.waitFor(() => expect(hostile?.querySelector('svg circle')).not.toBeNull(), { timeout: 10_000 });
    expect(hostile?.querySelector('script, foreignObject, a')).toBeNull();
    expect(hostile?.querySelector('svg')?.getAttribute('onload')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await vi.waitFor(() => expect(within(grid).getByText('trophy').closest('figure')?.querySelector('svg path')).not.toBeNull(), { timeout: 10_000 });
  });
});
