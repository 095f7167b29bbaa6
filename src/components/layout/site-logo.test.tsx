import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { SiteLogo } from './site-logo';

const logo = (src?: string) => (
  <MemoryRouter>
    <SiteLogo to="/en" label="Lucky Orbit — home page" src={src} mobileSrc={src ? '/logo-mobile.svg' : undefined} />
  </MemoryRouter>
);

describe('SiteLogo', () => {
  it('hydrates the prerendered wordmark when the configured logo is already in, then shows the logo', () => {
    // The build renders without a configuration; the client may have it before it hydrates.
    const container = document.createElement('div');
    container.innerHTML = renderToString(logo());
    document.body.append(container);
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, logo('/logo.svg'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Lucky Orbit — home page' });
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(link.querySelector('source')?.getAttribute('srcset')).toBe('/logo-mobile.svg');
    container.remove();
  });

  it('shows the wordmark without a configured logo', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(logo());
    expect(container.textContent).toBe('LUCKY ORBIT');
  });
});
