import type english from './en';

/** Messages of shared access in the portal and of the sign-in page for new customers in el. */
export default {
  'web.portal.managedLocation.notice':
    'Διαχειρίζεστε αυτή την τοποθεσία για λογαριασμό άλλου πελάτη. Εδώ βλέπετε τις κρατήσεις και τα τιμολόγιά του· αλλαγές μπορεί να κάνει μόνο ο ίδιος.',
  'web.auth.login.newCustomer':
    'Νέος πελάτης; Μετά την πρώτη σας κράτηση θα σας στείλουμε email με σύνδεσμο για να ορίσετε τον κωδικό πρόσβασής σας.',
} satisfies Record<keyof typeof english, string>;
