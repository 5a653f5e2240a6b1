import { APP_TOAST_SPEED_MS, TOAST_WIDTH_PX, type ToastType } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { useLeavingItems } from './internal/useLeavingItems';
import { usePrefersReducedMotion } from './internal/usePrefersReducedMotion';

/**
 * A toast to show, in the shape of the booking package's `Toast` (what `useToasts().toasts`
 * holds), so the host passes those straight through.
 */
export interface ToastRegionToast {
  /** The toast's id (a string), handed to `onDismiss`. */
  id: string;
  /**
   * The heading, plain text. Empty or missing: "Success", "Something went wrong" or "Please note"
   * by `type`, and none for the `default` type.
   */
  title?: string;
  /** The message, plain text. */
  text?: string;
  /**
   * Its kind: sets its colour and how it is announced (`error` at once, as an alert; the others
   * politely, as a status).
   * @default 'default'
   */
  type?: ToastType;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The visible toasts, oldest first: `useToasts().toasts`. */
  toasts: readonly ToastRegionToast[];
  /**
   * Called with a toast's id when it is clicked or its dismiss button is pressed:
   * `useToasts().dismiss`. Dismissing after the toast's duration is the toast store's job.
   */
  onDismiss: (id: string) => void;
}

/** The title of a toast that has none, by type; `default` toasts show only their text. */
const DEFAULT_TITLE_KEYS = {
  success: 'toast.success.title',
  error: 'toast.error.title',
  warn: 'toast.warn.title',
} as const;

/**
 * The toast area of spec sections 2, 4 and 9: fixed at the bottom centre, 300 px wide, toasts
 * sliding in and out in 250 ms (no animation under reduced motion). Error toasts are alerts
 * (announced at once), the others statuses (announced politely). A click on a toast or its
 * dismiss button calls `onDismiss`; the auto-dismissal after 3000 ms is the toast store's, so the
 * region only shows what it is given.
 *
 * @example
 * const { toasts, dismiss } = useToasts();
 * <ToastRegion toasts={toasts} onDismiss={dismiss} />
 *
 * Parts: `stowly-ToastRegion`, `stowly-Toast` (with `data-type` and `data-leaving` while it
 * animates out), `stowly-ToastTitle`, `stowly-ToastText`, `stowly-ToastDismiss` (react-aria Button
 * states).
 */
export function ToastRegion(props: ToastRegionProps): ReactNode {
  const { onDismiss } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const shown = useLeavingItems(props.toasts, usePrefersReducedMotion() ? 0 : APP_TOAST_SPEED_MS);
  const style = {
    '--stowly-_toast-speed': `${APP_TOAST_SPEED_MS}ms`,
    '--stowly-_toast-width': `${TOAST_WIDTH_PX}px`,
  } as CSSProperties;

  return (
    <section
      className={partClassName('ToastRegion', elements)}
      aria-label={t('ui.shell.toastRegion.label')}
      style={style}
    >
      {shown.map(({ item: toast, leaving }) => {
        const type = toast.type ?? 'default';
        // A type this version does not know gets no default title rather than a wrong one.
        const defaultTitleKey = type === 'default' ? undefined : DEFAULT_TITLE_KEYS[type];
        const title = toast.title || (defaultTitleKey ? t(defaultTitleKey) : '');
        return (
          // A click anywhere on a toast dismisses it (spec section 4); its dismiss button is the
          // keyboard path, so the click handler needs no key handler of its own.
          <div
            key={toast.id}
            className={partClassName('Toast', elements)}
            role={leaving ? undefined : type === 'error' ? 'alert' : 'status'}
            data-type={type}
            data-leaving={leaving || undefined}
            aria-hidden={leaving || undefined}
            inert={leaving || undefined}
            onClick={(event) => {
              // The dismiss button reports its own press.
              if (!leaving && !(event.target as Element).closest('button')) onDismiss(toast.id);
            }}
          >
            <div>
              {title ? <p className={partClassName('ToastTitle', elements)}>{title}</p> : null}
              {toast.text ? <p className={partClassName('ToastText', elements)}>{toast.text}</p> : null}
            </div>
            <Button
              className={partClassName('ToastDismiss', elements)}
              aria-label={t('toast.dismiss')}
              onPress={() => onDismiss(toast.id)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
          </div>
        );
      })}
    </section>
  );
}
