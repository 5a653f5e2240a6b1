import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary in el. */
export default {} satisfies Record<keyof typeof english, string>;
