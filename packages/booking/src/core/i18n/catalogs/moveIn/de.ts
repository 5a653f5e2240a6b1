import type english from './en';

/** German messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Rechnung {number} herunterladen (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Mietvertrag der Einheit {unit} herunterladen (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Wird heruntergeladen…',
  'ui.portal.documents.failed': 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'ui.portal.bookingsTable.contract': 'Mietvertrag',
  'ui.checkout.moveInDetails.title': 'Einzugsinformationen',
  'ui.checkout.moveInDetails.unit': 'Einheit',
  'ui.checkout.moveInDetails.moveInDate': 'Einzugsdatum',
  'ui.checkout.moveInDetails.address': 'Adresse',
  'ui.checkout.moveInDetails.map': 'Auf der Karte zeigen',
  'ui.checkout.moveInDetails.mapLabel': 'Auf der Karte zeigen: {location} (öffnet in einem neuen Tab)',
  'ui.checkout.moveInDetails.accessHours': 'Zugangszeiten',
  'ui.checkout.moveInDetails.gateCode': 'Torcode',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Wird hier angezeigt, sobald Ihre Identitätsprüfung bestanden ist.',
  'ui.checkout.moveInDetails.gateCodeNone': 'An diesem Standort ist kein Torcode nötig.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Melden Sie sich an, um Ihren Torcode zu sehen',
  'ui.checkout.moveInDetails.calendar': 'Einzugstag zum Kalender hinzufügen (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Die Kalenderdatei konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
  'ui.portal.bookingsTable.moveIn': 'Einzug',
  'ui.portal.bookingsTable.showMoveIn': 'Einzugsinformationen',
  'ui.portal.moveIn.loading': 'Einzugsinformationen werden geladen…',
  'ui.portal.moveIn.loadError': 'Die Einzugsinformationen konnten nicht geladen werden.',
  'ui.checkout.moveInDetails.close': 'Einzugsinformationen schließen',
} as const satisfies Record<keyof typeof english, string>;
