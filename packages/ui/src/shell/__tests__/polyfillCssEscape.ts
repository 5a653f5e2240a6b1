/**
 * jsdom has no `CSS.escape`, which react-aria's overlays (Modal, Popover) call when they open;
 * every browser has it. Imported for its side effect by the tests of overlay components.
 */
if (typeof globalThis.CSS === 'undefined') {
  globalThis.CSS = {
    escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
  } as typeof CSS;
}
