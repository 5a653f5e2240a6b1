import type { Schema } from '@stowly/api-client';
import { customerDataDefaults } from '@stowly/booking';
import { useCountries, useInterestRegistration, useMoveInDateWindow } from '@stowly/booking/react';
import { InterestRegistrationForm as InterestRegistrationFormView } from '@stowly/ui';
import type { ReactNode } from 'react';
import { useBotCheck } from '../../botCheck/useBotCheck';

/** Props of {@link InterestRegistrationForm}. */
export interface InterestRegistrationFormProps {
  /** The sold-out unit type the visitor is interested in. */
  unitType: Pick<Schema<'UnitType'>, 'id' | 'name'>;
  /**
   * The provider's location: its `interestRegistrationConsents` (shown here and sent by
   * `useInterestRegistration`) and default country (for the phone prefix).
   */
  location: Pick<Schema<'Location'>, 'interestRegistrationConsents' | 'defaultCountryId'>;
  /** The heading level of the form's title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Interest registration for a sold-out unit type: the `InterestRegistrationForm` of `@stowly/ui`,
 * starting from the location's phone prefix and the move-in window, sent by
 * `useInterestRegistration` with a bot-check token (`useBotCheck`).
 */
export function InterestRegistrationForm(props: InterestRegistrationFormProps): ReactNode {
  const { unitType, location } = props;
  const dates = useMoveInDateWindow();
  const countries = useCountries();
  const registration = useInterestRegistration();
  // The bot check (reCAPTCHA's script, when configured) loads with the form.
  const sendWithBotCheck = useBotCheck('interest_registration');
  return (
    <InterestRegistrationFormView
      unitTypeName={unitType.name}
      consents={location.interestRegistrationConsents}
      defaultPhonePrefix={countries.data && customerDataDefaults(location, countries.data).phone?.prefix}
      moveInDateWindow={dates}
      headingLevel={props.headingLevel}
      onSubmit={(data) =>
        sendWithBotCheck((recaptchaToken) =>
          registration.mutateAsync({ ...data, unitTypeId: unitType.id, recaptchaToken }),
        )
      }
    />
  );
}
