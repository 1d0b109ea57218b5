import { nextListIndex } from './listKeys';

describe('nextListIndex', () => {
  const vertical = { orientation: 'vertical' as const };

  it('steps along the list with its own arrows and wraps at both ends', () => {
    expect(nextListIndex('ArrowDown', 0, 3, vertical)).toBe(1);
    expect(nextListIndex('ArrowDown', 2, 3, vertical)).toBe(0);
    expect(nextListIndex('ArrowUp', 0, 3, vertical)).toBe(2);
    expect(nextListIndex('ArrowRight', 0, 3, { orientation: 'horizontal' })).toBe(1);
    expect(nextListIndex('ArrowLeft', 0, 3, { orientation: 'horizontal' })).toBe(2);
  });

  it('starts at the first or the last when nothing is chosen yet', () => {
    expect(nextListIndex('ArrowDown', -1, 3, vertical)).toBe(0);
    expect(nextListIndex('ArrowUp', -1, 3, vertical)).toBe(2);
  });

  it('takes Home and End to the ends unless they belong to a text field', () => {
    expect(nextListIndex('End', 0, 3, vertical)).toBe(2);
    expect(nextListIndex('Home', 2, 3, vertical)).toBe(0);
    expect(nextListIndex('Home', 2, 3, { ...vertical, homeEnd: false })).toBeUndefined();
  });

  it('ignores the other orientation, other keys and empty lists', () => {
    expect(nextListIndex('ArrowRight', 0, 3, vertical)).toBeUndefined();
    expect(nextListIndex('a', 0, 3, vertical)).toBeUndefined();
    expect(nextListIndex('ArrowDown', -1, 0, vertical)).toBeUndefined();
  });
});
