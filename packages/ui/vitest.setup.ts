/**
 * Test setup of @stowly/ui. jsdom has no `CSS.escape`, which react-aria's collections and overlays
 * call (every browser has it): the standard polyfill adds it to the global `CSS` when missing.
 */
import 'css.escape';
