import { DEFAULT_CUSTOMER_TYPE } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import type { CustomerFormCountry, CustomerFormData } from '../CustomerForm';

/** Props of {@link CustomerDetailsSummary}. */
interface CustomerDetailsSummaryProps {
  data: CustomerFormData;
  countries: readonly CustomerFormCountry[];
  onEdit: () => void;
  /** The "Edit details" button, to move focus to it. */
  editRef?: Ref<HTMLButtonElement>;
}

/** The filled parts of `parts`, joined with `separator`. */
function joined(parts: readonly (string | undefined)[], separator: string): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

/**
 * The details of the customer form as a read-only description list (a signed-in customer whose
 * account details are complete): customer type, name, company and VAT number of a business,
 * address with country, email and phone, each row only when it has a value, with "Edit details".
 * Values are rendered as text.
 */
export function CustomerDetailsSummary(props: CustomerDetailsSummaryProps): ReactNode {
  const { data } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const key = 'ui.customer.customerForm';
  const customerType = data.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const business = customerType === 'business';
  const country = props.countries.find((item) => item.id === data.country?.id)?.name;
  const rows: [string, string][] = [
    [t(`${key}.customerType`), t(`${key}.${customerType}`)],
    [t(`${key}.summaryName`), joined([data.firstName, data.lastName], ' ')],
    [t(`${key}.companyName`), business ? joined([data.companyName], '') : ''],
    [t(`${key}.vatNumber`), business ? joined([data.vatNumber], '') : ''],
    [t(`${key}.summaryAddress`), joined([data.street, joined([data.zip, data.city], ' '), country], ', ')],
    [t(`${key}.email`), joined([data.email], '')],
    [t('ui.customer.phoneField.label'), joined([data.phone?.prefix, data.phone?.number], ' ')],
  ];
  return (
    <div className={partClassName('CustomerFormSummary', elements)} data-wide>
      <p className={partClassName('CustomerFormSummaryIntro', elements)}>{t(`${key}.summaryIntro`)}</p>
      <dl className={partClassName('CustomerFormSummaryList', elements)}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Button
        ref={props.editRef}
        className={partClassName('CustomerFormEditDetails', elements)}
        onPress={props.onEdit}
      >
        {t(`${key}.editDetails`)}
      </Button>
    </div>
  );
}
