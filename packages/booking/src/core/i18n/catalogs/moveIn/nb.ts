import type english from './en';

/** Norwegian (Bokmål) messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Last ned faktura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Last ned leieavtalen for enhet {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Laster ned…',
  'ui.portal.documents.failed': 'Nedlastingen mislyktes. Prøv igjen.',
  'ui.portal.bookingsTable.contract': 'Leieavtale',
} as const satisfies Record<keyof typeof english, string>;
