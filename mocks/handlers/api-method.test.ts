import type { CashierContract } from '@/api/cashier/cashier.contract';
import { type ContractMethods, defineNamespace, read } from './api-method';

// Type tests: `npm run typecheck` checks them (each @ts-expect-error must meet an error), and
// Vitest runs the file so the namespaces below are really built.
describe('mock namespaces typed by the client contracts', () => {
  it('accepts an answer with every field the client reads', () => {
    const methods = defineNamespace<CashierContract>()({
      getHistory: read(() => ({ total: 0, items: [] })),
    });
    expect(Object.keys(methods)).toEqual(['getHistory']);
  });

  it('refuses an answer that lost a field, and a method the contract does not have or lacks', () => {
    const lostField = {
      // @ts-expect-error `total` is missing: the client reads it.
      getHistory: read(() => ({ items: [] })),
    } satisfies ContractMethods<CashierContract>;
    // @ts-expect-error getHistory is missing: the client calls it.
    const missing = {} satisfies ContractMethods<CashierContract>;
    expect([lostField, missing]).toHaveLength(2);
  });
});
