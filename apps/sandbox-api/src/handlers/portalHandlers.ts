import type { Handlers } from '../http/operations';
import { portalAccountHandlers } from './portalAccountHandlers';
import { portalBookingHandlers } from './portalBookingHandlers';
import { portalDocumentHandlers } from './portalDocumentHandlers';
import { portalInvoiceHandlers } from './portalInvoiceHandlers';
import { portalMoveInHandlers } from './portalMoveInHandlers';
import { portalPaymentMethodHandlers } from './portalPaymentMethodHandlers';

/** The customer portal: the signed-in customer's own data, computed from the database. */
export const portalHandlers: Handlers = {
  ...portalAccountHandlers,
  ...portalBookingHandlers,
  ...portalDocumentHandlers,
  ...portalInvoiceHandlers,
  ...portalMoveInHandlers,
  ...portalPaymentMethodHandlers,
};
