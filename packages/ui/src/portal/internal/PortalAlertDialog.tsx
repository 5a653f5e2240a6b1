import type { ReactNode } from 'react';
import { Button } from '../../internal/Button';
import { Dialog, DialogActions, DialogTitle } from '../../internal/Dialog';
import { partClassName, type StowlyPart, useStowlyTheme } from '../../theme/StowlyThemeProvider';

/** Props of {@link PortalAlertDialog}. */
export interface PortalAlertDialogProps {
  /** The part of the dialog element, such as `CancelBookingDialog`. */
  part: StowlyPart;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the person keeps things as they are (Escape or the keep button). */
  onClose: () => void;
  /** Whether the confirmed action is running: Escape does nothing meanwhile. */
  isPending: boolean;
  /** The dialog title. */
  title: string;
  /** The id of the element that describes the consequences. */
  describedBy: string;
  /** The body, ending with {@link PortalDialogActions}; mounted only while open, so its state resets. */
  children: ReactNode;
}

/**
 * The frame of the portal's confirmations: a modal react-aria `alertdialog` (focus trapped inside
 * and restored on close; an outside click does not close it; Escape does unless pending), rendered
 * inside the `.stowly-Root` (the theme provider's portal container) so it keeps the tenant theme.
 */
export function PortalAlertDialog(props: PortalAlertDialogProps): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <Dialog
      classNames={{
        overlay: partClassName('PortalDialogOverlay', elements),
        modal: partClassName('PortalDialogModal', elements),
        dialog: partClassName(props.part, elements),
      }}
      role="alertdialog"
      isOpen={props.isOpen}
      isKeyboardDismissDisabled={props.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      aria-describedby={props.describedBy}
    >
      <DialogTitle className={partClassName('PortalDialogTitle', elements)}>{props.title}</DialogTitle>
      {props.children}
    </Dialog>
  );
}

/** Props of {@link PortalDialogActions}. */
export interface PortalDialogActionsProps {
  /** The text of the button that keeps things as they are. */
  keepLabel: string;
  /** The text of the destructive button. */
  confirmLabel: string;
  /** The destructive button's text while the action runs. */
  pendingLabel: string;
  /** Whether the action runs. */
  isPending: boolean;
  /** A failure to show above the buttons, or null. */
  errorMessage: string | null;
  /** Called by the keep button. */
  onKeep: () => void;
  /** Called by the destructive button. */
  onConfirm: () => void;
}

/** The error line and the keep and confirm buttons of a {@link PortalAlertDialog}. */
export function PortalDialogActions(props: PortalDialogActionsProps): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <>
      {props.errorMessage ? (
        <p className={partClassName('PortalDialogError', elements)} role="alert">
          {props.errorMessage}
        </p>
      ) : null}
      <DialogActions className={partClassName('PortalDialogActions', elements)}>
        <Button
          variant="secondary"
          className={partClassName('PortalDialogKeep', elements)}
          isDisabled={props.isPending}
          onPress={props.onKeep}
        >
          {props.keepLabel}
        </Button>
        <Button
          variant="danger"
          className={partClassName('PortalDialogConfirm', elements)}
          isPending={props.isPending}
          onPress={props.onConfirm}
        >
          {props.isPending ? props.pendingLabel : props.confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
