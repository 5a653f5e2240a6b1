import type english from './en';

/** French messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Télécharger la facture {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Télécharger le contrat de location du box {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Téléchargement…',
  'ui.portal.documents.failed': 'Le téléchargement a échoué. Veuillez réessayer.',
  'ui.portal.bookingsTable.contract': 'Contrat de location',
  'ui.checkout.moveInDetails.title': "Informations d'emménagement",
  'ui.checkout.moveInDetails.unit': 'Box',
  'ui.checkout.moveInDetails.moveInDate': "Date d'emménagement",
  'ui.checkout.moveInDetails.address': 'Adresse',
  'ui.checkout.moveInDetails.map': 'Voir sur la carte',
  'ui.checkout.moveInDetails.mapLabel': 'Voir sur la carte : {location} (s’ouvre dans un nouvel onglet)',
  'ui.checkout.moveInDetails.accessHours': "Horaires d'accès",
  'ui.checkout.moveInDetails.gateCode': "Code d'accès",
  'ui.checkout.moveInDetails.gateCodeWithheld':
    "Affiché ici dès que votre vérification d'identité est validée.",
  'ui.checkout.moveInDetails.gateCodeNone': "Aucun code d'accès n'est nécessaire sur ce site.",
  'ui.checkout.moveInDetails.gateCodeSignIn': "Connectez-vous pour voir votre code d'accès",
  'ui.checkout.moveInDetails.calendar': "Ajouter le jour d'emménagement au calendrier (.ics)",
  'ui.checkout.moveInDetails.calendarFailed':
    'Le fichier de calendrier n’a pas pu être téléchargé. Veuillez réessayer.',
  'ui.portal.bookingsTable.moveIn': 'Emménagement',
  'ui.portal.bookingsTable.showMoveIn': "Informations d'emménagement",
  'ui.portal.moveIn.loading': "Chargement des informations d'emménagement…",
  'ui.portal.moveIn.loadError': "Les informations d'emménagement n'ont pas pu être chargées.",
  'ui.checkout.moveInDetails.close': "Fermer les informations d'emménagement",
} as const satisfies Record<keyof typeof english, string>;
