import { screen } from '@testing-library/react';
import { createUiTestI18n, renderWithUi } from '../testing/render-with-ui';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces a translated loading status', () => {
    renderWithUi(<Spinner />, { i18n: createUiTestI18n('ru') });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
  });

  it('can be decorative', () => {
    renderWithUi(<Spinner label="" inline />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
