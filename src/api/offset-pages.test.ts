import { nextOffset, offsetPages } from './offset-pages';

const page = (length: number, total: number) => ({ items: Array.from({ length }, (_, index) => index), total });

describe('offset pages', () => {
  it('asks for the rows after the ones loaded while some are left', () => {
    expect(nextOffset(page(4, 10), 0)).toBe(4);
    expect(nextOffset(page(4, 10), 4)).toBe(8);
  });

  it('stops at the total', () => {
    expect(nextOffset(page(2, 10), 8)).toBeUndefined();
    expect(nextOffset(page(4, 8), 4)).toBeUndefined();
  });

  it('stops on an empty page even if the total promises more', () => {
    expect(nextOffset(page(0, 10), 4)).toBeUndefined();
  });

  it('starts at offset 0', () => {
    expect(offsetPages.initialPageParam).toBe(0);
    expect(offsetPages.getNextPageParam(page(3, 7), [], 0)).toBe(3);
  });
});
