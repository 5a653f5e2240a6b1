/**
 * The virtual scroller's render limit (spec section 9: 1000 items) as `BufferedListLayout` applies
 * it: never more item views than the limit, the ones nearest the visible area and the focused one.
 */
import { VIRTUAL_SCROLLER_RENDER_LIMIT } from '@stowly/booking';
import { type Key, LayoutInfo, Rect } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { BufferedListLayout, limitRenderedViews } from '../BufferedListLayout';

const ROW = 40;

/** `count` rows of 40 px, one under the other, keyed 0, 1, 2... */
const rows = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => new LayoutInfo('item', index, new Rect(0, index * ROW, 300, ROW)),
  );

const notPersisted = () => false;

describe('limitRenderedViews (the render limit guard)', () => {
  it('passes a list within the limit through as it is', () => {
    const infos = rows(VIRTUAL_SCROLLER_RENDER_LIMIT);
    const kept = limitRenderedViews(infos, {
      visibleRect: new Rect(0, 0, 300, 400),
      limit: VIRTUAL_SCROLLER_RENDER_LIMIT,
      isPersisted: notPersisted,
    });
    expect(kept).toBe(infos);
  });

  it('keeps at most 1000 items, those nearest the visible area, in their order', () => {
    // 3000 rows asked for; the person sees rows 1500 to 1509.
    const visibleRect = new Rect(0, 1500 * ROW, 300, 10 * ROW);
    const kept = limitRenderedViews(rows(3000), {
      visibleRect,
      limit: VIRTUAL_SCROLLER_RENDER_LIMIT,
      isPersisted: notPersisted,
    });
    expect(kept).toHaveLength(1000);
    const keys = kept.map((info) => info.key as number);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    // Every visible row is there, and the kept rows are one unbroken stretch around them.
    for (let row = 1500; row < 1510; row++) expect(keys).toContain(row);
    expect((keys.at(-1) ?? 0) - (keys[0] ?? 0)).toBe(999);
    expect(keys[0]).toBeGreaterThan(1000);
    expect(keys.at(-1)).toBeLessThan(2010);
  });

  it('keeps a persisted item (the focused one) however far it is', () => {
    const isPersisted = (key: Key) => key === 2999;
    const kept = limitRenderedViews(rows(3000), {
      visibleRect: new Rect(0, 0, 300, 10 * ROW),
      limit: 1000,
      isPersisted,
    });
    expect(kept).toHaveLength(1000);
    expect(kept.at(-1)?.key).toBe(2999);
    expect(kept.at(-2)?.key).toBe(998);
  });

  it('counts items only: a section holding kept items stays', () => {
    const section = new LayoutInfo('section', 'all', new Rect(0, 0, 300, 3000 * ROW));
    const items = rows(3000).map((info) => Object.assign(info, { parentKey: 'all' }));
    const kept = limitRenderedViews([section, ...items], {
      visibleRect: new Rect(0, 0, 300, 10 * ROW),
      limit: 1000,
      isPersisted: notPersisted,
    });
    expect(kept[0]).toBe(section);
    expect(kept.filter((info) => info.type === 'item')).toHaveLength(1000);
  });
});

/** The little of a Virtualizer that a ListLayout reads: its collection, sizes and persisted keys. */
function attach(layout: BufferedListLayout<unknown>, count: number, visibleRect: Rect) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    type: 'item',
    key: index,
    index,
    level: 0,
    hasChildNodes: false,
    childNodes: [],
    rendered: `Row ${index}`,
    textValue: `Row ${index}`,
    parentKey: null,
    value: null,
  }));
  const collection = {
    size: count,
    [Symbol.iterator]: () => nodes[Symbol.iterator](),
    getKeys: () => nodes.map((node) => node.key),
    getItem: (key: Key) => nodes[key as number] ?? null,
    getChildren: () => [],
    getFirstKey: () => 0,
    getLastKey: () => count - 1,
    getKeyBefore: (key: Key) => ((key as number) > 0 ? (key as number) - 1 : null),
    getKeyAfter: (key: Key) => ((key as number) < count - 1 ? (key as number) + 1 : null),
    at: (index: number) => nodes[index] ?? null,
  };
  const virtualizer = {
    collection,
    visibleRect,
    size: { width: visibleRect.width, height: visibleRect.height },
    persistedKeys: new Set<Key>(),
    isPersistedKey: () => false,
  };
  Object.assign(layout, { virtualizer });
  layout.update({ layoutOptions: { rowSize: ROW }, contentChanged: true });
}

describe('BufferedListLayout', () => {
  it('lays out the visible rows and 200 px on each side, whatever rect the virtualizer asks for', () => {
    const layout = new BufferedListLayout();
    // Rows 100 to 109 are in view; 200 px is five rows more on each side.
    const visibleRect = new Rect(0, 100 * ROW, 300, 10 * ROW);
    attach(layout, 1000, visibleRect);
    const keys = layout.getVisibleLayoutInfos(visibleRect.copy()).map((info) => info.key as number);
    // Rows 95 to 114, and the two that only touch the buffer's edges (React Aria's rectangles
    // intersect when they meet).
    for (let row = 95; row <= 114; row++) expect(keys).toContain(row);
    expect(Math.min(...keys)).toBeGreaterThanOrEqual(94);
    expect(Math.max(...keys)).toBeLessThanOrEqual(115);
    // A point (the virtualizer's item-at-point query) is answered as asked.
    expect(layout.getVisibleLayoutInfos(new Rect(10, 120 * ROW + 5, 1, 1)).map((info) => info.key)).toEqual([
      120,
    ]);
  });

  it('renders no more item views than its limit, even for a visible area taller than the list', () => {
    const layout = new BufferedListLayout({ renderLimit: 50 });
    attach(layout, 1000, new Rect(0, 0, 300, 1000 * ROW));
    expect(layout.getVisibleLayoutInfos(new Rect(0, 0, 300, 1000 * ROW))).toHaveLength(50);
  });
});
