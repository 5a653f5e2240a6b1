/** English messages of the customer portal (ui.portal.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
