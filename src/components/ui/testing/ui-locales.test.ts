import { UI_RESOURCES } from './render-with-ui';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('ui namespace translations', () => {
  it('has the same non-empty keys in every locale', () => {
    const reference = keysOf(UI_RESOURCES.en.ui).sort();
    for (const { ui } of Object.values(UI_RESOURCES)) {
      expect(keysOf(ui).sort()).toEqual(reference);
      for (const key of reference) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ui);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });
});
