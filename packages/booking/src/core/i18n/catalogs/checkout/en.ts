/** English messages of the checkout: step indicator, provider hand-off and return panels, result summary (ui.checkout.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
