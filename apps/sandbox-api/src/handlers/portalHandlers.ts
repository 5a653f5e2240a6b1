import type { Handlers } from '../http/operations';
import { portalAccountHandlers } from './portalAccountHandlers';
import { portalBookingHandlers } from './portalBookingHandlers';
import { portalDocumentHandlers } from './portalDocumentHandlers';
import { portalInvoiceHandlers } from './portalInvoiceHandlers';
import { portalInvoicePaymentHandlers } from './portalInvoicePaymentHandlers';
import { portalMoveInHandlers } from './portalMoveInHandlers';
import { portalPaymentMethodHandlers } from './portalPaymentMethodHandlers';
import { portalPreferenceHandlers } from './portalPreferenceHandlers';

/** The customer portal: the signed-in customer's own data, computed from the database. */
export const portalHandlers: Handlers = {
  ...portalAccountHandlers,
  ...portalBookingHandlers,
  ...portalDocumentHandlers,
  ...portalInvoiceHandlers,
  ...portalInvoicePaymentHandlers,
  ...portalMoveInHandlers,
  ...portalPaymentMethodHandlers,
  ...portalPreferenceHandlers,
};
