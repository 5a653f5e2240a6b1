/** The public parts of the customer portal: location tabs, bookings and invoice tables, payment method card, cancel dialog, notifications, shared access; each renders with the class `stowly-<Part>`. */
export type PortalPart = never;
