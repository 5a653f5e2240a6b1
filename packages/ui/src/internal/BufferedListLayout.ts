import { VIRTUAL_SCROLLER_BUFFER_PX, VIRTUAL_SCROLLER_RENDER_LIMIT } from '@stowly/booking';
import { type Key, type LayoutInfo, ListLayout, Rect } from 'react-aria-components';

/** Options of {@link BufferedListLayout}. */
export interface BufferedListLayoutOptions {
  /**
   * How far beyond each edge of the visible area items are rendered, in px.
   * @default VIRTUAL_SCROLLER_BUFFER_PX (200)
   */
  buffer?: number;
  /**
   * The most item views rendered at once.
   * @default VIRTUAL_SCROLLER_RENDER_LIMIT (1000)
   */
  renderLimit?: number;
}

/**
 * react-aria-components' `ListLayout` with the virtual scroller's limits of spec section 9, for a
 * `Virtualizer`: items within `buffer` px of the visible area's edges are rendered (the spec's 200,
 * vue-virtual-scroller's `buffer`), and never more than `renderLimit` item views.
 *
 * React Aria's virtualizer has no buffer option: it asks the layout for the visible area grown by a
 * third of its height in the direction of the last scroll (its `OverscanManager`). This layout
 * answers for the visible area grown by `buffer` on both sides instead, which is what the spec's
 * number means. Everything else is `ListLayout`'s: rows of estimated then measured size, the
 * focused item kept rendered wherever it is (its persisted key), and the visible rectangle and item
 * rectangles that keyboard navigation (Page Up / Page Down) reads.
 */
export class BufferedListLayout<T> extends ListLayout<T> {
  private readonly buffer: number;
  private readonly renderLimit: number;

  constructor(options: BufferedListLayoutOptions = {}) {
    super();
    this.buffer = options.buffer ?? VIRTUAL_SCROLLER_BUFFER_PX;
    this.renderLimit = options.renderLimit ?? VIRTUAL_SCROLLER_RENDER_LIMIT;
  }

  override getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    const visible = this.virtualizer?.visibleRect;
    // A point (the virtualizer's item-at-point query) is answered as asked, and so is any rect
    // before the list has a visible area.
    const isPoint = rect.width <= 1 && rect.height <= 1;
    const area = !isPoint && visible && visible.area > 0 ? this.buffered(visible) : rect;
    const layoutInfos = super.getVisibleLayoutInfos(area);
    return limitRenderedViews(layoutInfos, {
      visibleRect: visible && visible.area > 0 ? visible : area,
      limit: this.renderLimit,
      isPersisted: (key) => this.virtualizer?.isPersistedKey(key) ?? false,
    });
  }

  /** `visible` grown by the buffer along the direction the list scrolls. */
  private buffered(visible: Rect): Rect {
    return this.orientation === 'horizontal'
      ? new Rect(visible.x - this.buffer, visible.y, visible.width + 2 * this.buffer, visible.height)
      : new Rect(visible.x, visible.y - this.buffer, visible.width, visible.height + 2 * this.buffer);
  }
}

/** What {@link limitRenderedViews} keeps to. */
export interface RenderLimit {
  /** The area the person sees: the views nearest it are kept. */
  visibleRect: Rect;
  /** The most item views kept. */
  limit: number;
  /** Whether a view must stay rendered whatever its distance (the focused item). */
  isPersisted: (key: Key) => boolean;
}

/** How far `rect` lies from `visible` (0 when they meet), in px along both axes. */
function distance(rect: Rect, visible: Rect): number {
  const dx = Math.max(0, visible.x - rect.maxX, rect.x - visible.maxX);
  const dy = Math.max(0, visible.y - rect.maxY, rect.y - visible.maxY);
  return dx + dy;
}

/**
 * The render limit's guard: `layoutInfos` when they hold at most `limit` items; otherwise the
 * `limit` items nearest the visible area (persisted ones first), in their order, with every
 * non-item view (a section, a header) they belong to.
 *
 * vue-virtual-scroller, where the spec's limit comes from, throws when a render would pass it. A
 * customer's form must not break over a list, so the views past the limit are left out instead:
 * the farthest from sight, which the buffer would only have pre-rendered.
 */
export function limitRenderedViews(layoutInfos: LayoutInfo[], renderLimit: RenderLimit): LayoutInfo[] {
  const { visibleRect, limit, isPersisted } = renderLimit;
  const items = layoutInfos.filter((info) => info.type === 'item');
  if (items.length <= limit) return layoutInfos;
  const rank = (info: LayoutInfo) => (isPersisted(info.key) ? -1 : distance(info.rect, visibleRect));
  const kept = new Set(items.sort((a, b) => rank(a) - rank(b)).slice(0, Math.max(0, limit)));
  return layoutInfos.filter((info) => info.type !== 'item' || kept.has(info));
}
