import {
  canApplyDiscountCode,
  DISCOUNT_CODE_ERROR,
  DISCOUNT_CODE_LIMIT_ERROR,
  MAX_DISCOUNT_CODE_LENGTH,
} from '@stowly/booking';
import { MessagesReady, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/**
 * Props of {@link DiscountCodePanel}: the view of `useDiscountPanel()` from `@stowly/booking/react`
 * (spread it in as it is) plus the code the flow holds.
 *
 * @example
 * const panel = useDiscountPanel();
 * const { discountCode } = useBookingState();
 * <DiscountCodePanel {...panel} appliedCode={discountCode} />
 */
export interface DiscountCodePanelProps {
  /** Which state shows: a button to enter a code, the form, or the applied code (spec section 4). */
  panel: 'no-code' | 'form' | 'has-code';
  /** The code as typed in the form. */
  input: string;
  /**
   * The message key of a code that did not apply, or null: `formValidation.discountCode` (rejected)
   * or `limits.discountCodeAttempts` (too many codes tried; the code may be applied again later).
   */
  error: string | null;
  /** Whether the typed code is being checked with the server. */
  validating: boolean;
  /**
   * Whether the apply button shows: a code is typed, there is no error and no check is running.
   * @default canApplyDiscountCode({ input, error, validating })
   */
  canApply?: boolean;
  /** The code the booking holds, shown in the has-code state. */
  appliedCode: string | null;
  /**
   * An applied code a later price calculation refused and the booking dropped, with the message
   * key of why (`removed` of `useDiscountPanel`): said above the button or form until a code is
   * applied again.
   */
  removed?: { code: string; error: string } | null;
  /** Opens the form (from no-code). */
  openForm: () => void;
  /** Takes what the person typed. */
  setInput: (input: string) => void;
  /** Checks the typed code and applies it. */
  apply: () => unknown;
  /** Back to no-code, clearing the code: the form's cancel and the applied code's remove. */
  reset: () => void;
}

/**
 * The discount code panel of spec section 4 in its three states. No code: an "I have a discount
 * code" button. Form: a text field with an apply button (only while a code is typed, without an
 * error), a cancel button, a pending state while the code is checked, and the rejection message
 * (`formValidation.discountCode`, or `limits.discountCodeAttempts` after too many codes tried: then
 * the apply button stays, to try the same code again after the wait) linked to the field. Has code: the applied code and a
 * remove button. Enter in the field applies. Focus follows the state: into the field when the form
 * opens, to the field on a rejection, to the applied code after applying, and back to the opener
 * after cancel or remove.
 *
 * Parts: `stowly-DiscountCodePanel` (with `data-panel`), `stowly-DiscountCodePanelOpen`,
 * `stowly-DiscountCodePanelField` (react-aria TextField states, `data-invalid`),
 * `stowly-DiscountCodePanelError`, `stowly-DiscountCodePanelApply` (`data-pending` while checking),
 * `stowly-DiscountCodePanelCancel`, `stowly-DiscountCodePanelStatus`,
 * `stowly-DiscountCodePanelApplied`, `stowly-DiscountCodePanelRemove`,
 * `stowly-DiscountCodePanelRemoved` (a dropped code and why).
 */
export function DiscountCodePanel(props: DiscountCodePanelProps): ReactNode {
  const { panel, input, error, validating } = props;
  const canApply =
    props.canApply ??
    canApplyDiscountCode({
      input,
      validating,
      error: error === null || error === DISCOUNT_CODE_LIMIT_ERROR ? error : DISCOUNT_CODE_ERROR,
    });
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const rootRef = useRef<HTMLDivElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const previous = useRef({ panel, error });

  // Move focus with the state, but only when it was in the panel (or lost with a removed button),
  // so a change made elsewhere (a clearing rule) never pulls focus away.
  useEffect(() => {
    const before = previous.current;
    previous.current = { panel, error };
    const active = document.activeElement;
    if (active && active !== document.body && !rootRef.current?.contains(active)) return;
    if (panel !== before.panel) {
      ({ 'no-code': openRef, form: inputRef, 'has-code': appliedRef })[panel].current?.focus();
    } else if (error && !before.error) {
      inputRef.current?.focus();
    }
  }, [panel, error]);

  const apply = () => {
    if (canApply) props.apply();
  };

  return (
    <div ref={rootRef} className={partClassName('DiscountCodePanel', elements)} data-panel={panel}>
      {props.removed && panel !== 'has-code' ? (
        <MessagesReady>
          <p className={partClassName('DiscountCodePanelRemoved', elements)}>
            {t('ui.options.discountCodePanel.removed', {
              code: props.removed.code,
              reason: t(props.removed.error),
            })}
          </p>
        </MessagesReady>
      ) : null}
      {panel === 'no-code' ? (
        <Button
          ref={openRef}
          variant="text"
          className={partClassName('DiscountCodePanelOpen', elements)}
          onPress={props.openForm}
        >
          {t('ui.options.discountCodePanel.open')}
        </Button>
      ) : null}
      {panel === 'form' ? (
        <>
          <TextField
            className={partClassName('DiscountCodePanelField', elements)}
            value={input}
            onChange={props.setInput}
            isInvalid={!!error}
            isReadOnly={validating}
            maxLength={MAX_DISCOUNT_CODE_LENGTH}
            autoComplete="off"
            validationBehavior="aria"
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
          >
            <Label>{t('ui.options.discountCodePanel.label')}</Label>
            <div>
              <Input ref={inputRef} />
              {canApply || validating ? (
                <Button
                  className={partClassName('DiscountCodePanelApply', elements)}
                  isPending={validating}
                  onPress={apply}
                >
                  {t('ui.options.discountCodePanel.apply')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                className={partClassName('DiscountCodePanelCancel', elements)}
                onPress={props.reset}
              >
                {t('ui.options.discountCodePanel.cancel')}
              </Button>
            </div>
            <FieldError className={partClassName('DiscountCodePanelError', elements)}>
              {/* A reason's message may still be loading (a deferred catalog part): "not valid" until then. */}
              {error ? <MessagesReady fallback={t(DISCOUNT_CODE_ERROR)}>{t(error)}</MessagesReady> : null}
            </FieldError>
          </TextField>
          <span className={partClassName('DiscountCodePanelStatus', elements)} role="status">
            {validating ? t('ui.options.discountCodePanel.validating') : null}
          </span>
        </>
      ) : null}
      {panel === 'has-code' ? (
        <>
          <p ref={appliedRef} className={partClassName('DiscountCodePanelApplied', elements)} tabIndex={-1}>
            {t('ui.options.discountCodePanel.applied', { code: props.appliedCode ?? '' })}
          </p>
          <Button
            variant="text"
            className={partClassName('DiscountCodePanelRemove', elements)}
            onPress={props.reset}
          >
            {t('ui.options.discountCodePanel.remove')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
