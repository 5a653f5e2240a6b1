// The public exports of the booking options: move-in date picker, billing plan, insurance and product selectors, discount code panel.
export {};
