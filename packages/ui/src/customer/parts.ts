/** The public parts of the customer form; each renders with the class `stowly-<Part>`. */
export type CustomerPart = never;
