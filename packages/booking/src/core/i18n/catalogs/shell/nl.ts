import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in nl. */
export default {} satisfies Record<keyof typeof english, string>;
