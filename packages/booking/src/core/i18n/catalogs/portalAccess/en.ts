/**
 * English messages of shared access in the portal and of the sign-in page for new customers: the
 * notice of a location managed for another customer, and how new customers get a password (the
 * shared-access mark of the portal's location tabs is with the portal's messages). The reference for the other languages.
 */
export default {
  'web.portal.managedLocation.notice':
    'You manage this location for another customer. You can see their bookings and invoices here; only they can make changes.',
  'web.auth.login.newCustomer':
    'New here? After your first booking we email you a link to set your password.',
} as const satisfies Record<string, string>;
