import { describe, expect, it } from 'vitest';
import { VIRTUAL_SCROLLER_BUFFER_PX, VIRTUAL_SCROLLER_RENDER_LIMIT } from '../../../index';

describe('virtual scroller limits', () => {
  it('are the numbers of spec section 9: a render limit of 1000 items and a 200 px buffer', () => {
    expect(VIRTUAL_SCROLLER_RENDER_LIMIT).toBe(1000);
    expect(VIRTUAL_SCROLLER_BUFFER_PX).toBe(200);
  });
});
