/** English messages of the booking options: move-in date, billing plan, insurance, products and discount code (ui.options.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
