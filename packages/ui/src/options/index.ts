// The public exports of the booking options: move-in date picker, billing plan, insurance and product selectors, discount code panel.
export {
  type BillingPlanOption,
  BillingPlanSelector,
  type BillingPlanSelectorProps,
} from './BillingPlanSelector';
export { DiscountCodePanel, type DiscountCodePanelProps } from './DiscountCodePanel';
export {
  type InsuranceChoice,
  type InsuranceOption,
  InsuranceSelector,
  type InsuranceSelectorProps,
} from './InsuranceSelector';
export { MoveInDatePicker, type MoveInDatePickerProps } from './MoveInDatePicker';
export {
  type ProductFrequency,
  type ProductOption,
  type ProductSelection,
  ProductSelector,
  type ProductSelectorProps,
} from './ProductSelector';
