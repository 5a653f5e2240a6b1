import { type CheckoutStep, getCheckoutProgress, type IdentityCheck } from '@stowly/booking/checkout';
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
  /**
   * The checkout state's `identityCheck`. `already-verified` (the signed-in customer's identity
   * was verified before) and `not-required` leave the identity-check step out; `already-verified`
   * also says so below the steps.
   * @default 'required'
   */
  identityCheck?: IdentityCheck;
}

/**
 * The progress of a checkout as an ordered list of its visible steps: payment, signature,
 * identity check (unless the checkout has none: `identityCheck`), booking confirmed. The current step carries `aria-current="step"`, done steps show
 * a check and say "completed" to screen readers, upcoming steps are plain. Below 768 px only the
 * markers and a compact "Step 2 of 4: Signature" line show; from 768 px every label shows.
 *
 * Parts: `stowly-CheckoutStepIndicator` (with `data-step`), `stowly-CheckoutStepIndicatorSummary`
 * (visual only), `stowly-CheckoutStepIndicatorList`, `stowly-CheckoutStepIndicatorStep` (with
 * `data-current`, `data-complete`), `stowly-CheckoutStepIndicatorMarker`,
 * `stowly-CheckoutStepIndicatorLabel`, `stowly-CheckoutStepIndicatorDone` (screen-reader text),
 * `stowly-CheckoutStepIndicatorNote` (the identity already verified).
 */
export function CheckoutStepIndicator({
  currentStep,
  identityCheck = 'required',
}: CheckoutStepIndicatorProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const progress = getCheckoutProgress(currentStep, identityCheck);
  if (progress === null) return null;
  const { currentIndex, steps } = progress;

  return (
    <div className={partClassName('CheckoutStepIndicator', elements)} data-step={currentStep}>
      {/* The list below says the same to screen readers, with the current step marked. */}
      <p className={partClassName('CheckoutStepIndicatorSummary', elements)} aria-hidden="true">
        {t('ui.checkout.stepIndicator.summary', {
          current: currentIndex + 1,
          total: steps.length,
          step: t(steps[currentIndex]?.messageKey ?? ''),
        })}
      </p>
      <ol
        className={partClassName('CheckoutStepIndicatorList', elements)}
        aria-label={t('ui.checkout.stepIndicator.label')}
      >
        {steps.map(({ step, messageKey, isCurrent, isComplete }, index) => {
          return (
            <li
              key={step}
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
              <span className={partClassName('CheckoutStepIndicatorLabel', elements)}>{t(messageKey)}</span>
              {isComplete ? (
                <span className={partClassName('CheckoutStepIndicatorDone', elements)}>
                  {` ${t('ui.checkout.stepIndicator.completed')}`}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {identityCheck === 'already-verified' ? (
        <p className={partClassName('CheckoutStepIndicatorNote', elements)}>
          {t('ui.checkout.stepIndicator.identityAlreadyVerified')}
        </p>
      ) : null}
    </div>
  );
}
