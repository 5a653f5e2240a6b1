import { useBookingContext } from './internal/BookingContext';

/**
 * Where the saved draft stands: `disabled` without storage, `pending` until the location config is
 * known and the API has confirmed the draft (and in a server render and the render that hydrates
 * it), then `restored` or `not-restored`.
 */
export type DraftRestoreStatus = 'disabled' | 'pending' | 'restored' | 'not-restored';

/**
 * Where the saved booking draft stands: `disabled` when the provider has no storage, `pending`
 * until the location config is known and the API has confirmed the draft, then `restored` (the
 * flow continues where the visitor left it) or `not-restored`. A page that pre-selects something
 * from its route (a unit type, say) should wait until it is no longer `pending`, so the restore
 * does not replace the choice; the `/continue` page can show a loader meanwhile. In a server render
 * and the browser's render that hydrates it the draft is not known yet: `pending`, with or without
 * storage (`disabled` follows right after hydration when the provider has none).
 */
export function useDraftRestoreStatus(): DraftRestoreStatus {
  return useBookingContext('useDraftRestoreStatus').draftRestoreStatus;
}
