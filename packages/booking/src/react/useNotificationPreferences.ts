import { type ApiError, notificationPreferenceQueries, type Schema, unwrap } from '@stowly/api-client';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { usePortalClient } from './PortalProvider';

/** The notification preferences: the channel × kind matrix, SMS availability and marketing consent. */
export type NotificationPreferences = Schema<'NotificationPreferences'>;

/** The matrix of channel (`email`, `sms`) by kind (`invoices`, `reminders`, `news`) of booleans. */
export type NotificationChannels = Schema<'NotificationChannels'>;

/**
 * The signed-in customer's notification preferences
 * (`GET /customer-portal/notification-preferences`). `smsAvailable` false means no phone number
 * is on file: every SMS switch is off and cannot be turned on.
 */
export function useNotificationPreferences(): UseQueryResult<NotificationPreferences, ApiError> {
  return useQuery(notificationPreferenceQueries.preferences(usePortalClient('useNotificationPreferences')));
}

/**
 * Saves the whole matrix (`PUT /customer-portal/notification-preferences`). News on for any channel
 * records a marketing consent grant, news off for every channel a withdrawal. On success the saved
 * preferences replace the cached ones and the consent records are read again. Error: 422
 * `phone-number-required` (details `channels.sms.<kind>`) when SMS is turned on without a phone
 * number.
 */
export function useSaveNotificationPreferences(): UseMutationResult<
  NotificationPreferences,
  ApiError,
  NotificationChannels
> {
  const client = usePortalClient('useSaveNotificationPreferences');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customer-portal', 'save-notification-preferences'],
    mutationFn: async (channels) =>
      (await unwrap(client.PUT('/customer-portal/notification-preferences', { body: { channels } }))).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(notificationPreferenceQueries.preferences(client).queryKey, saved);
      await queryClient.invalidateQueries({
        queryKey: notificationPreferenceQueries.consentRecords(client).queryKey,
      });
    },
  });
}
