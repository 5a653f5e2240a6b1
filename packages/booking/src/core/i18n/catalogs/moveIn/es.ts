import type english from './en';

/** Spanish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Descargar la factura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract':
    'Descargar el contrato de alquiler del trastero {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Descargando…',
  'ui.portal.documents.failed': 'La descarga ha fallado. Inténtelo de nuevo.',
  'ui.portal.bookingsTable.contract': 'Contrato de alquiler',
  'ui.checkout.moveInDetails.title': 'Datos de la mudanza',
  'ui.checkout.moveInDetails.unit': 'Trastero',
  'ui.checkout.moveInDetails.moveInDate': 'Fecha de entrada',
  'ui.checkout.moveInDetails.address': 'Dirección',
  'ui.checkout.moveInDetails.map': 'Ver en el mapa',
  'ui.checkout.moveInDetails.mapLabel': 'Ver en el mapa: {location} (se abre en una pestaña nueva)',
  'ui.checkout.moveInDetails.accessHours': 'Horario de acceso',
  'ui.checkout.moveInDetails.gateCode': 'Código de acceso',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Se mostrará aquí cuando se haya superado su verificación de identidad.',
  'ui.checkout.moveInDetails.gateCodeNone': 'En este centro no se necesita código de acceso.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Inicie sesión para ver su código de acceso',
  'ui.checkout.moveInDetails.calendar': 'Añadir el día de entrada al calendario (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'No se ha podido descargar el archivo de calendario. Inténtelo de nuevo.',
  'ui.portal.bookingsTable.moveIn': 'Entrada',
  'ui.portal.bookingsTable.showMoveIn': 'Datos de la mudanza',
  'ui.portal.moveIn.loading': 'Cargando los datos de la mudanza…',
  'ui.portal.moveIn.loadError': 'No se han podido cargar los datos de la mudanza.',
  'ui.checkout.moveInDetails.close': 'Cerrar los datos de la mudanza',
} as const satisfies Record<keyof typeof english, string>;
