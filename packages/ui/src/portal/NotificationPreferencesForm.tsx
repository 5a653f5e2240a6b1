import { useTranslation } from '@stowly/booking/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** A notification channel of `NotificationChannels`. */
type NotificationChannel = 'email' | 'sms';
/** A notification kind of `NotificationChannels`. */
type NotificationKind = 'invoices' | 'reminders' | 'news';

/**
 * The matrix of channel by kind as the API's `NotificationChannels` has it: whether the customer
 * gets each kind of notification on each channel.
 */
export type NotificationChannelsData = Record<NotificationChannel, Record<NotificationKind, boolean>>;

/**
 * The preferences as `GET /customer-portal/notification-preferences` answers them
 * (`NotificationPreferences`); pass the API object as it is.
 */
export interface NotificationPreferencesData {
  /** The stored matrix. */
  channels: NotificationChannelsData;
  /** Whether the customer has a phone number on file; false disables every SMS switch. */
  smsAvailable: boolean;
}

/** Props of {@link NotificationPreferencesForm}. */
export interface NotificationPreferencesFormProps {
  /** The stored preferences: the form starts from them. */
  preferences: NotificationPreferencesData;
  /**
   * Saves the whole matrix (`useSaveNotificationPreferences().mutateAsync`). A rejected promise
   * keeps the customer's changes on screen with an error; a fulfilled one says they were saved.
   */
  onSave: (channels: NotificationChannelsData) => Promise<unknown>;
}

const CHANNELS: readonly NotificationChannel[] = ['email', 'sms'];
const KINDS: readonly NotificationKind[] = ['invoices', 'reminders', 'news'];

const SWITCH_LABELS = {
  email: {
    invoices: 'ui.portal.notificationPreferences.invoicesByEmail',
    reminders: 'ui.portal.notificationPreferences.remindersByEmail',
    news: 'ui.portal.notificationPreferences.newsByEmail',
  },
  sms: {
    invoices: 'ui.portal.notificationPreferences.invoicesBySms',
    reminders: 'ui.portal.notificationPreferences.remindersBySms',
    news: 'ui.portal.notificationPreferences.newsBySms',
  },
} as const satisfies Record<NotificationChannel, Record<NotificationKind, string>>;

/**
 * The customer's notification preferences as a table: a row per kind (invoices, reminders, news
 * and offers), a column per channel (email, SMS), a switch in each cell (a native checkbox with the
 * switch role, as light as the unit list's native radios: every portal visit would pay for a
 * react-aria toggle's share of the portal's chunks), named like "Invoices by email". Without a phone number the SMS switches are disabled and say why. "Save"
 * sends the whole matrix; the result is announced ("saved" as a status, a failure as an alert), and
 * a failure keeps the customer's changes so they can try again.
 *
 * Parts: `stowly-NotificationPreferencesForm`, `stowly-NotificationPreferencesTable`,
 * `stowly-NotificationPreferencesSwitch` (the label around the switch, with `data-selected` and
 * `data-disabled`; style keyboard focus with `:has(:focus-visible)`), `stowly-NotificationPreferencesNote`, `stowly-NotificationPreferencesStatus`
 * (with `data-tone` `success` or `error`), `stowly-NotificationPreferencesSave`.
 */
export function NotificationPreferencesForm(props: NotificationPreferencesFormProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const smsNoteId = useId();
  const newsNoteId = useId();
  const [draft, setDraft] = useState<NotificationChannelsData>(() => ({
    email: { ...props.preferences.channels.email },
    sms: { ...props.preferences.channels.sms },
  }));
  // The outcome of the last save: shown until the customer changes a switch again.
  const [outcome, setOutcome] = useState<'saving' | 'saved' | 'failed' | 'no-phone' | null>(null);
  const { smsAvailable } = props.preferences;

  const toggle = (channel: NotificationChannel, kind: NotificationKind, on: boolean) => {
    setOutcome(null);
    setDraft((current) => ({ ...current, [channel]: { ...current[channel], [kind]: on } }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome === 'saving') return;
    setOutcome('saving');
    try {
      await props.onSave(draft);
      setOutcome('saved');
    } catch (error) {
      // The API's ApiError carries the code: SMS without a phone number says why.
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
      setOutcome(code === 'phone-number-required' ? 'no-phone' : 'failed');
    }
  };
  const failure =
    outcome === 'failed' || outcome === 'no-phone'
      ? t(
          outcome === 'no-phone'
            ? 'ui.portal.notificationPreferences.smsUnavailable'
            : 'ui.portal.notificationPreferences.saveFailed',
        )
      : null;
  const saving = outcome === 'saving';

  return (
    <form className={partClassName('NotificationPreferencesForm', elements)} onSubmit={submit} noValidate>
      <table className={partClassName('NotificationPreferencesTable', elements)}>
        <caption>{t('ui.portal.notificationPreferences.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ui.portal.notificationPreferences.kind')}</th>
            <th scope="col">{t('ui.portal.notificationPreferences.email')}</th>
            <th scope="col">{t('ui.portal.notificationPreferences.sms')}</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`ui.portal.notificationPreferences.${kind}`)}</th>
              {CHANNELS.map((channel) => {
                const disabled = channel === 'sms' && !smsAvailable;
                const on = draft[channel][kind] && !disabled;
                const described = [disabled ? smsNoteId : null, kind === 'news' ? newsNoteId : null]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={channel}>
                    <label
                      className={partClassName('NotificationPreferencesSwitch', elements)}
                      data-selected={on || undefined}
                      data-disabled={disabled || undefined}
                    >
                      <input
                        type="checkbox"
                        role="switch"
                        aria-checked={on}
                        className="stowly-NotificationPreferencesInput"
                        aria-label={t(SWITCH_LABELS[channel][kind])}
                        aria-describedby={described || undefined}
                        checked={on}
                        disabled={disabled}
                        onChange={(event) => toggle(channel, kind, event.currentTarget.checked)}
                      />
                      <span className="stowly-NotificationPreferencesTrack" aria-hidden="true">
                        <span className="stowly-NotificationPreferencesThumb" />
                      </span>
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={newsNoteId} className={partClassName('NotificationPreferencesNote', elements)}>
        {t('ui.portal.notificationPreferences.newsNote')}
      </p>
      {smsAvailable ? null : (
        <p id={smsNoteId} className={partClassName('NotificationPreferencesNote', elements)}>
          {t('ui.portal.notificationPreferences.smsUnavailable')}
        </p>
      )}
      <div
        role="status"
        className={partClassName('NotificationPreferencesStatus', elements)}
        data-tone="success"
      >
        {outcome === 'saved' ? t('ui.portal.notificationPreferences.saved') : null}
      </div>
      <div
        role="alert"
        className={partClassName('NotificationPreferencesStatus', elements)}
        data-tone="error"
      >
        {failure}
      </div>
      {/* A native button with the Stowly button's look: a react-aria Button here would split
          the code the portal's pages share into more chunks (bytes on every portal visit). */}
      <button
        type="submit"
        className={`stowly-Button ${partClassName('NotificationPreferencesSave', elements)}`}
        data-variant="primary"
        data-pending={saving || undefined}
        aria-disabled={saving || undefined}
      >
        {t(saving ? 'ui.portal.notificationPreferences.saving' : 'ui.portal.notificationPreferences.save')}
      </button>
    </form>
  );
}
