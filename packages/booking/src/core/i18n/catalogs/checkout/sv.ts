import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary in sv. */
export default {} satisfies Record<keyof typeof english, string>;
