/**
 * English messages of a signed-in customer's identity already verified at checkout and of the
 * customer portal's notification preferences. In the `later` catalog part (checkout and portal
 * pages). The reference for the other languages.
 */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Your identity is already verified with us, so this booking needs no identity check.',
  'ui.portal.notificationPreferences.title': 'Notifications',
  'ui.portal.notificationPreferences.intro': 'Choose which messages we send you, and how.',
  'ui.portal.notificationPreferences.caption': 'Notifications by channel',
  'ui.portal.notificationPreferences.kind': 'Message',
  'ui.portal.notificationPreferences.email': 'Email',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Invoices',
  'ui.portal.notificationPreferences.reminders': 'Reminders',
  'ui.portal.notificationPreferences.news': 'News and offers',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Invoices by email',
  'ui.portal.notificationPreferences.remindersByEmail': 'Reminders by email',
  'ui.portal.notificationPreferences.newsByEmail': 'News and offers by email',
  'ui.portal.notificationPreferences.invoicesBySms': 'Invoices by SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Reminders by SMS',
  'ui.portal.notificationPreferences.newsBySms': 'News and offers by SMS',
  'ui.portal.notificationPreferences.newsNote':
    'News and offers are marketing: switching them on gives your consent to marketing messages, switching them off everywhere withdraws it.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Messages by SMS need a phone number in your customer details.',
  'ui.portal.notificationPreferences.save': 'Save',
  'ui.portal.notificationPreferences.saving': 'Saving…',
  'ui.portal.notificationPreferences.saved': 'Your notification settings have been saved.',
  'ui.portal.notificationPreferences.saveFailed':
    'Your changes could not be saved. They are still here: please try again.',
  'ui.portal.notificationPreferences.loadFailed': 'Your notification settings could not be loaded.',
  'ui.portal.notificationPreferences.retry': 'Try again',
} as const satisfies Record<string, string>;
