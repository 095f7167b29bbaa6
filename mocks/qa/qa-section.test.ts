// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { QaCheckbox, QaSelectField, QaTextField } from './qa-fields';
import { QaList, QaSection } from './qa-section';

// .test.ts (not .tsx) because vitest only collects mocks/**/*.test.ts; hence createElement.
const h = createElement;

describe('QA panel frame', () => {
  it('names the region by its title and points the controls at the status line', () => {
    render(
      h(QaSection, {
        title: 'Wallet',
        intro: 'Changes the balance.',
        status: 'Balance set.',
        children: (statusId: string) => [
          h('button', { key: 'b', type: 'button', 'aria-describedby': statusId }, 'Set'),
          h(QaSelectField, { key: 's', label: 'Answer', value: 'b', describedBy: statusId, onChange: () => {}, children: [h('option', { key: 'a', value: 'a' }, 'A'), h('option', { key: 'b', value: 'b' }, 'B')] }),
        ],
      }),
    );
    const region = screen.getByRole('region', { name: 'Wallet' });
    expect(within(region).getByText('Changes the balance.')).toBeInTheDocument();
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('Balance set.');
    expect(region.lastElementChild).toBe(status);
    expect(within(region).getByRole('button', { name: 'Set' })).toHaveAccessibleDescription('Balance set.');
    const select = within(region).getByRole('combobox', { name: 'Answer' });
    expect(select).toHaveValue('b');
    expect(select).toHaveAccessibleDescription('Balance set.');
  });

  it('has no status line or intro unless given, and passes input attributes and changes through', () => {
    const changes: string[] = [];
    const toggles: boolean[] = [];
    render(
      h(QaSection, {
        title: 'Network',
        children: [
          h(QaTextField, { key: 't', label: 'Latency', type: 'number', value: '10', onChange: (value: string) => changes.push(value) }),
          h(QaCheckbox, { key: 'c', checked: false, onChange: (checked: boolean) => toggles.push(checked), children: 'Offline' }),
        ],
      }),
    );
    const region = screen.getByRole('region', { name: 'Network' });
    expect(within(region).queryByRole('status')).toBeNull();
    expect(region.querySelectorAll('p')).toHaveLength(0);
    const input = within(region).getByRole('spinbutton', { name: 'Latency' });
    expect(input).toHaveValue(10);
    fireEvent.change(input, { target: { value: '250' } });
    expect(changes).toEqual(['250']);
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Offline' }));
    expect(toggles).toEqual([true]);
  });

  it('lists the items under a sub-heading, or says it is empty', () => {
    const item = (name: string) => h('li', { key: name }, name);
    const { rerender } = render(h(QaList<string>, { title: 'Forced errors', items: ['a.b', 'c.d'], empty: 'None.', children: item }));
    expect(within(screen.getByRole('list', { name: 'Forced errors' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.b', 'c.d']);
    rerender(h(QaList<string>, { title: 'Forced errors', items: [], empty: 'None.', children: item }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('None.')).toBeInTheDocument();
  });
});
