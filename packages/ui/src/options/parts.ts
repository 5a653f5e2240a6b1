/** The public parts of the booking options: move-in date picker, billing plan, insurance and product selectors, discount code panel; each renders with the class `stowly-<Part>`. */
export type OptionsPart = never;
