/** English messages of the customer form (ui.customer.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
