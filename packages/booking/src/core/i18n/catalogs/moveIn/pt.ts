import type english from './en';

/** Portuguese messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Transferir a fatura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract':
    'Transferir o contrato de arrendamento da unidade {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'A transferir…',
  'ui.portal.documents.failed': 'A transferência falhou. Tente novamente.',
  'ui.portal.bookingsTable.contract': 'Contrato de arrendamento',
  'ui.checkout.moveInDetails.title': 'Informações de mudança',
  'ui.checkout.moveInDetails.unit': 'Unidade',
  'ui.checkout.moveInDetails.moveInDate': 'Data de entrada',
  'ui.checkout.moveInDetails.address': 'Morada',
  'ui.checkout.moveInDetails.map': 'Ver no mapa',
  'ui.checkout.moveInDetails.mapLabel': 'Ver no mapa: {location} (abre num novo separador)',
  'ui.checkout.moveInDetails.accessHours': 'Horário de acesso',
  'ui.checkout.moveInDetails.gateCode': 'Código do portão',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Aparece aqui assim que a sua verificação de identidade for aprovada.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Neste local não é necessário código do portão.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Inicie sessão para ver o seu código do portão',
  'ui.checkout.moveInDetails.calendar': 'Adicionar o dia de entrada ao calendário (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Não foi possível transferir o ficheiro de calendário. Tente novamente.',
  'ui.portal.bookingsTable.moveIn': 'Entrada',
  'ui.portal.bookingsTable.showMoveIn': 'Informações de mudança',
  'ui.portal.moveIn.loading': 'A carregar as informações de mudança…',
  'ui.portal.moveIn.loadError': 'Não foi possível carregar as informações de mudança.',
  'ui.checkout.moveInDetails.close': 'Fechar as informações de mudança',
} as const satisfies Record<keyof typeof english, string>;
