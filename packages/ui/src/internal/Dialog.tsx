import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * How long the page stays unscrollable after a modal closes (spec section 9, "modal scroll-enable
 * delay"): a swipe or wheel that closed the dialog does not scroll the page under it, and the page
 * does not move while the dialog goes.
 */
export const MODAL_SCROLL_ENABLE_DELAY_MS = 250;

/** The attribute on the document element that keeps the page from scrolling (see Dialog.css). */
const SCROLL_LOCK_ATTRIBUTE = 'data-stowly-scroll-locked';

/**
 * When `isOpen` turns false, keeps the page locked for {@link MODAL_SCROLL_ENABLE_DELAY_MS} after
 * react-aria's own lock (on while open) is lifted.
 */
function useScrollEnableDelay(isOpen: boolean): void {
  const wasOpen = useRef(isOpen);
  useLayoutEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    const root = document.documentElement;
    root.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
    const timer = setTimeout(() => root.removeAttribute(SCROLL_LOCK_ATTRIBUTE), MODAL_SCROLL_ENABLE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      root.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    };
  }, [isOpen]);
}

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
 * theme. A sheet at the bottom on small screens, centred from `sm`. The page scrolls again
 * {@link MODAL_SCROLL_ENABLE_DELAY_MS} after it closes. Classes `stowly-DialogOverlay`,
 * `stowly-DialogModal` and `stowly-Dialog`, next to the parts' own.
 */
export function Dialog(props: DialogProps): ReactNode {
  const { classNames } = props;
  useScrollEnableDelay(props.isOpen);
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
