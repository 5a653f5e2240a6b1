import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The parts' classes (`partClassName`) of the backdrop, the panel and the dialog. */
  classNames: { overlay: string; modal: string; dialog: string };
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false when the person dismisses it (Escape, or an outside click when `isDismissable`). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether an outside click closes it. @default false */
  isDismissable?: boolean;
  /** Whether Escape does nothing. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for a confirmation. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that describes the dialog. */
  'aria-describedby'?: string;
  /** The content, named by a {@link DialogTitle}. */
  children: ReactNode;
}

/**
 * A modal react-aria dialog: focus trapped inside and restored on close, the page behind inert,
 * rendered inside the `.stowly-Root` (the theme provider's portal container) so it keeps the tenant
 * theme. A sheet at the bottom on small screens, centred from `sm`. Classes `stowly-DialogOverlay`,
 * `stowly-DialogModal` and `stowly-Dialog`, next to the parts' own.
 */
export function Dialog(props: DialogProps): ReactNode {
  const { classNames } = props;
  return (
    <ModalOverlay
      className={`stowly-DialogOverlay ${classNames.overlay}`}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={props.isDismissable ?? false}
      isKeyboardDismissDisabled={props.isKeyboardDismissDisabled}
    >
      <Modal className={`stowly-DialogModal ${classNames.modal}`}>
        <AriaDialog
          role={props.role}
          className={`stowly-Dialog ${classNames.dialog}`}
          aria-describedby={props['aria-describedby']}
        >
          {props.children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The title of a {@link Dialog}, which names it. Class `stowly-DialogTitle`. */
export function DialogTitle(props: { className: string; level?: number; children: ReactNode }): ReactNode {
  return (
    <Heading slot="title" level={props.level} className={`stowly-DialogTitle ${props.className}`}>
      {props.children}
    </Heading>
  );
}

/** The buttons of a {@link Dialog}: stacked, the main one on top, then in a row from `sm`. Class `stowly-DialogActions`. */
export function DialogActions(props: { className: string; children: ReactNode }): ReactNode {
  return <div className={`stowly-DialogActions ${props.className}`}>{props.children}</div>;
}
