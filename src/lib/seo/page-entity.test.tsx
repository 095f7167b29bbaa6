import { act } from 'react';
import { render } from '@testing-library/react';
import { useCurrentPageEntityName, usePageEntityName } from './page-entity';

function Page({ name }: { name?: string | null }) {
  usePageEntityName(name);
  return null;
}

function Head() {
  return <p>{useCurrentPageEntityName() ?? '(none)'}</p>;
}

describe('the page entity name', () => {
  it('is the name the shown page says, and none once it is gone', () => {
    const view = render(<><Head /><Page name={null} /></>);
    expect(view.container.textContent).toBe('(none)');
    view.rerender(<><Head /><Page name="Book of Nebula" /></>);
    expect(view.container.textContent).toBe('Book of Nebula');
    view.rerender(<Head />);
    expect(view.container.textContent).toBe('(none)');
  });

  it('keeps the next page\'s name when the previous page unmounts after it mounted', () => {
    const view = render(<><Head /><Page key="a" name="Weekend reload" /></>);
    act(() => view.rerender(<><Head /><Page key="a" name="Weekend reload" /><Page key="b" name="FAQ" /></>));
    act(() => view.rerender(<><Head /><Page key="b" name="FAQ" /></>));
    expect(view.container.textContent).toBe('FAQ');
    view.unmount();
  });
});
