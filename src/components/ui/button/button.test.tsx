import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { Button } from './button';

describe('Button', () => {
  it('renders a non-submitting button by default and handles clicks', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'primary', 'md');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variants and sizes', () => {
    renderWithUi(
      <>
        <Button variant="secondary" size="lg">
          More
        </Button>
        <Button variant="ghost" size="sm" type="submit">
          Send
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('secondary', 'lg');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('blocks clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link with href', () => {
    renderWithUi(
      <Button href="/en/gamehall" variant="ghost">
        Games
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Games' });
    expect(link).toHaveAttribute('href', '/en/gamehall');
    expect(link).toHaveClass('button', 'ghost');
  });
});
