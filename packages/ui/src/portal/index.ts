// The public exports of the customer portal: location tabs, bookings and invoice tables, payment method card, cancel dialog, notifications and notification preferences, shared access.
export {
  BookingsTable,
  type BookingsTableProps,
  type PortalBookingData,
  type PortalBookingStatus,
} from './BookingsTable';
export {
  CancelBookingDialog,
  type CancelBookingDialogProps,
  type CancelBookingPayload,
  type CancelBookingTarget,
  type CancellationReason,
} from './CancelBookingDialog';
export {
  InvoicePaymentChoice,
  type InvoicePaymentChoiceProps,
  type InvoicePaymentMethodChoice,
} from './InvoicePaymentChoice';
export { type InvoiceData, type InvoiceStatus, InvoiceTable, type InvoiceTableProps } from './InvoiceTable';
export { LocationTabs, type LocationTabsProps, type PortalLocationData } from './LocationTabs';
export {
  type NotificationChannelsData,
  type NotificationPreferencesData,
  NotificationPreferencesForm,
  type NotificationPreferencesFormProps,
} from './NotificationPreferencesForm';
export {
  NotificationsList,
  type NotificationsListProps,
  type PortalNotificationData,
  type PortalNotificationType,
} from './NotificationsList';
export { Pagination, type PaginationProps } from './Pagination';
export {
  PaymentMethodCard,
  type PaymentMethodCardProps,
  type PaymentMethodData,
  type PaymentMethodStatus,
} from './PaymentMethodCard';
export {
  type NewManager,
  SharedAccessList,
  type SharedAccessListProps,
  type SharedAccessManagerData,
} from './SharedAccessList';
