/** The public parts of the checkout: step indicator, provider hand-off and return panels, result summary, and the error and status pages; each renders with the class `stowly-<Part>`. */
export type CheckoutPart = never;
