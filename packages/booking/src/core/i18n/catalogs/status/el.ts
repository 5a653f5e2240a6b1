import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in el. */
export default {
  'ui.status.action.backToStart': 'Επιστροφή στην αρχική σελίδα',
  'ui.status.action.startNewBooking': 'Έναρξη νέας κράτησης',
  'ui.status.action.signAgain': 'Νέα υπογραφή της σύμβασης',
  'ui.status.action.restartIdCheck': 'Επανεκκίνηση της επαλήθευσης ταυτότητας',
  'ui.status.action.signIn': 'Σύνδεση',
  'ui.status.action.contactSupport': 'Επικοινωνία με την υποστήριξη',
  'ui.status.action.contactSupportAt': 'Επικοινωνία με την υποστήριξη στο {email}',
  'ui.status.action.refresh': 'Επανέλεγχος κατάστασης',
  'ui.status.frameRefusal.title': 'Αυτή η σελίδα δεν μπορεί να εμφανιστεί εδώ',
  'ui.status.frameRefusal.bookingText':
    'Η ενσωμάτωση της κράτησης σε άλλον ιστότοπο δεν υποστηρίζεται. Επικοινωνήστε με την υποστήριξη.',
  'ui.status.frameRefusal.portalText':
    'Η ενσωμάτωση της πύλης πελατών σε άλλον ιστότοπο δεν υποστηρίζεται. Επικοινωνήστε με την υποστήριξη.',
} satisfies Record<keyof typeof english, string>;
