import type english from './en';

/** Polish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Pobierz fakturę {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Pobierz umowę najmu boksu {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Pobieranie…',
  'ui.portal.documents.failed': 'Pobieranie nie powiodło się. Spróbuj ponownie.',
  'ui.portal.bookingsTable.contract': 'Umowa najmu',
  'ui.checkout.moveInDetails.title': 'Informacje o wprowadzeniu się',
  'ui.checkout.moveInDetails.unit': 'Boks',
  'ui.checkout.moveInDetails.moveInDate': 'Data wprowadzenia się',
  'ui.checkout.moveInDetails.address': 'Adres',
  'ui.checkout.moveInDetails.map': 'Pokaż na mapie',
  'ui.checkout.moveInDetails.mapLabel': 'Pokaż na mapie: {location} (otwiera się w nowej karcie)',
  'ui.checkout.moveInDetails.accessHours': 'Godziny dostępu',
  'ui.checkout.moveInDetails.gateCode': 'Kod do bramy',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Pojawi się tutaj po pozytywnej weryfikacji tożsamości.',
  'ui.checkout.moveInDetails.gateCodeNone': 'W tej lokalizacji kod do bramy nie jest potrzebny.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Zaloguj się, aby zobaczyć kod do bramy',
  'ui.checkout.moveInDetails.calendar': 'Dodaj dzień wprowadzenia się do kalendarza (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'Nie udało się pobrać pliku kalendarza. Spróbuj ponownie.',
  'ui.portal.bookingsTable.moveIn': 'Wprowadzenie',
  'ui.portal.bookingsTable.showMoveIn': 'Informacje o wprowadzeniu się',
  'ui.portal.moveIn.loading': 'Wczytywanie informacji o wprowadzeniu się…',
  'ui.portal.moveIn.loadError': 'Nie udało się wczytać informacji o wprowadzeniu się.',
  'ui.checkout.moveInDetails.close': 'Zamknij informacje o wprowadzeniu się',
} as const satisfies Record<keyof typeof english, string>;
