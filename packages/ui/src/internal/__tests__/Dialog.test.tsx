// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { Dialog, DialogTitle, MODAL_SCROLL_ENABLE_DELAY_MS } from '../Dialog';

const DIR = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.querySelector('style[data-test="dialog"]')?.remove();
});

function dialog(isOpen: boolean) {
  return (
    <Dialog classNames={{ overlay: 'o', modal: 'm', dialog: 'd' }} isOpen={isOpen}>
      <DialogTitle className="t">Cookie settings</DialogTitle>
      <button type="button">Accept all</button>
    </Dialog>
  );
}

describe('<Dialog> (spec section 9: modal scroll-enable delay)', () => {
  it('the page scrolls again 250 ms after the dialog closes, not at once', async () => {
    // The dialog's own stylesheet, as the page has it.
    const style = document.createElement('style');
    style.dataset.test = 'dialog';
    style.textContent = readFileSync(join(DIR, '..', 'Dialog.css'), 'utf8');
    document.head.append(style);
    const overflow = () => getComputedStyle(document.documentElement).overflow;

    const { rerenderWithStowly } = await renderWithStowly(dialog(true));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect(MODAL_SCROLL_ENABLE_DELAY_MS).toBe(250);
    expect(overflow()).toBe('hidden');

    vi.useFakeTimers();
    rerenderWithStowly(dialog(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(overflow()).toBe('hidden');
    act(() => vi.advanceTimersByTime(249));
    expect(overflow()).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(overflow()).not.toBe('hidden');
  });
});
