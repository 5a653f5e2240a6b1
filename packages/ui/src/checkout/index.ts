// The public exports of the checkout: step indicator, provider hand-off and return panels, result summary, hold countdown, booking in progress.
export {
  type CheckoutResultData,
  CheckoutResultSummary,
  type CheckoutResultSummaryProps,
} from './CheckoutResultSummary';
export { CheckoutReturnStatus, type CheckoutReturnStatusProps } from './CheckoutReturnStatus';
export { CheckoutStepIndicator, type CheckoutStepIndicatorProps } from './CheckoutStepIndicator';
export { HoldCountdown, type HoldCountdownProps } from './HoldCountdown';
export {
  type MoveInAccessHours,
  MoveInDetails,
  type MoveInDetailsData,
  type MoveInDetailsProps,
} from './MoveInDetails';
export { OpenCheckoutNotice, type OpenCheckoutNoticeProps } from './OpenCheckoutNotice';
export { type CheckoutProviderKind, ProviderHandOff, type ProviderHandOffProps } from './ProviderHandOff';
