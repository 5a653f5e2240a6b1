// The public exports of the customer portal: location tabs, bookings and invoice tables, payment method card, cancel dialog, notifications, shared access.
export {};
