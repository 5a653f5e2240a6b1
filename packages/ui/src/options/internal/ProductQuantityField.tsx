import { MAX_PRODUCT_QUANTITY } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { partClassName, type StowlyElements } from '../../theme/StowlyThemeProvider';
import type { ProductOption, ProductSelectorProps } from '../ProductSelector';

/** Props of {@link ProductQuantityField}. */
export interface ProductQuantityFieldProps {
  product: ProductOption;
  /** How many items are in the booking. */
  quantity: number;
  /** The id of the element with the product's name, which labels the field. */
  nameId: string;
  onQuantityChange: ProductSelectorProps['onQuantityChange'];
  elements: StowlyElements;
}

/**
 * The quantity of an added product (`ProductSelector`): a react-aria NumberField from 1 to the
 * product's maximum, with decrease and increase buttons that name the product. Its own chunk.
 */
export function ProductQuantityField(props: ProductQuantityFieldProps): ReactNode {
  const { product, elements } = props;
  const { t } = useTranslation();
  return (
    <NumberField
      className={partClassName('ProductSelectorQuantity', elements)}
      value={props.quantity}
      minValue={1}
      maxValue={Math.min(product.maxQuantity ?? MAX_PRODUCT_QUANTITY, MAX_PRODUCT_QUANTITY)}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      aria-labelledby={props.nameId}
      onChange={(quantity) => {
        if (Number.isFinite(quantity)) props.onQuantityChange(product.id, product.frequency, quantity);
      }}
    >
      <Label>{t('ui.options.productSelector.quantity')}</Label>
      <Group>
        <StepButton slot="decrement" label={t('ui.options.productSelector.decrease', { name: product.name })}>
          −
        </StepButton>
        <Input />
        <StepButton slot="increment" label={t('ui.options.productSelector.increase', { name: product.name })}>
          +
        </StepButton>
      </Group>
    </NumberField>
  );
}

/**
 * A decrease or increase button of the field. It names the product: labelling the button by itself
 * replaces react-aria's own name for it.
 */
function StepButton(props: {
  slot: 'decrement' | 'increment';
  label: string;
  children: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <Button slot={props.slot} id={id} aria-labelledby={id} aria-label={props.label}>
      {props.children}
    </Button>
  );
}
