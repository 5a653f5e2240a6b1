import type { CheckoutStep } from '@stowly/booking/checkout';
import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link CheckoutStepIndicator}. */
export interface CheckoutStepIndicatorProps {
  /**
   * The server's current checkout step or side state (`CheckoutStep` of `@stowly/booking`, for
   * example the `step` of `useCheckoutState`). `payment-verify` shows as payment, the
   * cancelled, expired and in-progress states as their step, `create-booking` as the last step;
   * `session-ended` renders nothing.
   */
  currentStep: CheckoutStep;
}

/** The message keys of the steps a customer sees, in order. */
const VISIBLE_STEPS = [
  'checkout.step.payment',
  'checkout.step.eSignature',
  'checkout.step.idCheck',
  'checkout.step.success',
] as const;

/** Which visible step each server step belongs to; -1 shows none. */
const VISIBLE_INDEX: Readonly<Record<CheckoutStep, number>> = {
  payment: 0,
  'payment-verify': 0,
  'e-signature': 1,
  'e-signature-cancelled': 1,
  'e-signature-expired': 1,
  'id-check': 2,
  'id-check-cancelled': 2,
  'id-check-expired': 2,
  'id-check-in-progress': 2,
  'create-booking': 3,
  success: 3,
  'session-ended': -1,
};

/**
 * The progress of a checkout as an ordered list of its four visible steps: payment, signature,
 * identity check, booking confirmed. The current step carries `aria-current="step"`, done steps show
 * a check and say "completed" to screen readers, upcoming steps are plain. Below 768 px only the
 * markers and a compact "Step 2 of 4: Signature" line show; from 768 px every label shows.
 *
 * Parts: `stowly-CheckoutStepIndicator` (with `data-step`), `stowly-CheckoutStepIndicatorSummary`
 * (visual only), `stowly-CheckoutStepIndicatorList`, `stowly-CheckoutStepIndicatorStep` (with
 * `data-current`, `data-complete`), `stowly-CheckoutStepIndicatorMarker`,
 * `stowly-CheckoutStepIndicatorLabel`, `stowly-CheckoutStepIndicatorDone` (screen-reader text).
 */
export function CheckoutStepIndicator({ currentStep }: CheckoutStepIndicatorProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const current = VISIBLE_INDEX[currentStep] ?? -1;
  if (current < 0) return null;
  const finished = currentStep === 'success';

  return (
    <div className={partClassName('CheckoutStepIndicator', elements)} data-step={currentStep}>
      {/* The list below says the same to screen readers, with the current step marked. */}
      <p className={partClassName('CheckoutStepIndicatorSummary', elements)} aria-hidden="true">
        {t('ui.checkout.stepIndicator.summary', {
          current: current + 1,
          total: VISIBLE_STEPS.length,
          step: t(VISIBLE_STEPS[current] ?? ''),
        })}
      </p>
      <ol
        className={partClassName('CheckoutStepIndicatorList', elements)}
        aria-label={t('ui.checkout.stepIndicator.label')}
      >
        {VISIBLE_STEPS.map((key, index) => {
          const isCurrent = index === current;
          const isComplete = index < current || (finished && isCurrent);
          return (
            <li
              key={key}
              className={partClassName('CheckoutStepIndicatorStep', elements)}
              aria-current={isCurrent ? 'step' : undefined}
              data-current={isCurrent || undefined}
              data-complete={isComplete || undefined}
            >
              <span className={partClassName('CheckoutStepIndicatorMarker', elements)} aria-hidden="true">
                {isComplete ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false" aria-hidden="true">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className={partClassName('CheckoutStepIndicatorLabel', elements)}>{t(key)}</span>
              {isComplete ? (
                <span className={partClassName('CheckoutStepIndicatorDone', elements)}>
                  {` ${t('ui.checkout.stepIndicator.completed')}`}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
