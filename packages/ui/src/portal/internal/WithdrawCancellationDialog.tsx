import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { errorCode } from './errorCode';
import { PortalAlertDialog, PortalDialogActions } from './PortalAlertDialog';

/** Props of {@link WithdrawCancellationDialog}. */
interface WithdrawCancellationDialogProps {
  /** The cancelled booking whose cancellation the customer wants to withdraw. */
  booking: { unitName: string };
  /** Its last day, formatted. */
  endDate: string;
  /** Whether the withdrawal is running. */
  isPending: boolean;
  /** Why the last withdrawal failed, if it did. */
  error: unknown;
  /** Keeps the cancellation (Escape or "Keep cancellation"). */
  onClose: () => void;
  /** Withdraws the cancellation. */
  onConfirm: () => Promise<void>;
}

/**
 * The confirmation of `BookingsTable`'s "Withdraw cancellation": an alert dialog that says the
 * rental goes on after its last day, with why a withdrawal failed (the last day has come, or any
 * other failure). Its own chunk: the table loads it when a withdrawal is asked for.
 */
export default function WithdrawCancellationDialog(props: WithdrawCancellationDialogProps): ReactNode {
  const { t } = useTranslation();
  const describedBy = useId();
  const { error } = props;
  return (
    <PortalAlertDialog
      part="WithdrawCancellationDialog"
      isOpen
      onClose={props.onClose}
      isPending={props.isPending}
      title={t('ui.portal.bookingsTable.withdrawTitle', { unit: props.booking.unitName })}
      describedBy={describedBy}
    >
      <p id={describedBy}>{t('ui.portal.bookingsTable.withdrawText', { date: props.endDate })}</p>
      <PortalDialogActions
        keepLabel={t('ui.portal.bookingsTable.keepCancellation')}
        confirmLabel={t('ui.portal.bookingsTable.confirmWithdraw')}
        pendingLabel={t('ui.portal.bookingsTable.withdrawPending')}
        isPending={props.isPending}
        errorMessage={
          error
            ? t(
                errorCode(error) === 'not-withdrawable'
                  ? 'ui.portal.bookingsTable.notWithdrawable'
                  : 'ui.portal.bookingsTable.withdrawFailed',
              )
            : null
        }
        onKeep={props.onClose}
        onConfirm={props.onConfirm}
      />
    </PortalAlertDialog>
  );
}
