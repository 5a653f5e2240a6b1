// The public exports of the checkout: step indicator, provider hand-off and return panels, result summary.
export {
  type CheckoutResultData,
  CheckoutResultSummary,
  type CheckoutResultSummaryProps,
} from './CheckoutResultSummary';
export { CheckoutReturnStatus, type CheckoutReturnStatusProps } from './CheckoutReturnStatus';
export { CheckoutStepIndicator, type CheckoutStepIndicatorProps } from './CheckoutStepIndicator';
export { type CheckoutProviderKind, ProviderHandOff, type ProviderHandOffProps } from './ProviderHandOff';
