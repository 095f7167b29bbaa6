import { screen } from '@testing-library/react';
import { NotBuiltPage } from './not-built-page';
import { NOT_BUILT_SECTIONS } from './not-built-sections';
import { renderSystemPage } from './system-pages-test-utils';

describe('NotBuiltPage', () => {
  it('names the section and says it is not built yet', () => {
    renderSystemPage(<NotBuiltPage feature="support" />);

    expect(screen.getByRole('heading', { level: 1, name: 'The “Support” section is not built yet' })).toBeInTheDocument();
    expect(screen.getByText('This section is being built and will open soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/en');
  });

  it('speaks the locale and links to the unprefixed home page in ru', () => {
    renderSystemPage(<NotBuiltPage feature="support" />, { locale: 'ru' });

    expect(screen.getByRole('heading', { level: 1, name: 'Раздел «Поддержка» ещё не готов' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it.each(NOT_BUILT_SECTIONS)('has a translated name for %s', (feature) => {
    renderSystemPage(<NotBuiltPage feature={feature} />, { locale: 'es' });
    const heading = screen.getByRole('heading', { level: 1 });

    expect(heading).toHaveTextContent(/^La sección «.+» aún no está lista$/);
    expect(heading).not.toHaveTextContent(`«${feature}»`);
  });
});
