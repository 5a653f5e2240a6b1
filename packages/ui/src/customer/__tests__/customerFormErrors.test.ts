import { describe, expect, it } from 'vitest';
import type { CustomerFormData } from '../CustomerForm';
import { customerFormErrors, customerFormFields } from '../internal/customerFormErrors';

const complete: CustomerFormData = {
  firstName: 'Anna',
  lastName: 'Svensson',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 752 },
  email: 'anna@example.com',
  phone: { prefix: '+46', number: '701234567' },
  conditions: true,
  privacy: true,
  cancellation: true,
};

describe('customerFormErrors', () => {
  it('finds nothing wrong with complete data of a private customer', () => {
    expect(customerFormErrors(complete, [])).toEqual({});
  });

  it('requires every field of spec section 5 and the three checkboxes', () => {
    const required = { key: 'formValidation.required' };
    expect(customerFormErrors({}, [])).toEqual({
      firstName: required,
      lastName: required,
      street: required,
      zip: required,
      city: required,
      country: required,
      email: required,
      phone: required,
      conditions: required,
      privacy: required,
      cancellation: required,
    });
    expect(customerFormErrors({ ...complete, firstName: '   ', conditions: false }, [])).toEqual({
      firstName: required,
      conditions: required,
    });
  });

  it('requires the company name for business customers only, and never the VAT number', () => {
    expect(customerFormErrors({ ...complete, customerType: 'business' }, [])).toEqual({
      companyName: { key: 'formValidation.required' },
    });
    expect(customerFormErrors({ ...complete, customerType: 'private', companyName: '' }, [])).toEqual({});
  });

  it('checks email, phone and the API’s length limits', () => {
    expect(
      customerFormErrors(
        {
          ...complete,
          email: 'anna@example',
          phone: { prefix: '46', number: '70123' },
          zip: '1'.repeat(21),
          customerType: 'business',
          companyName: 'Stowly AB',
          vatNumber: 'X'.repeat(51),
        },
        [],
      ),
    ).toEqual({
      email: { key: 'formValidation.email' },
      phone: { key: 'formValidation.phonePrefix' },
      zip: { key: 'formValidation.maxLength', values: { max: 20 } },
      vatNumber: { key: 'formValidation.maxLength', values: { max: 50 } },
    });
    expect(customerFormErrors({ ...complete, phone: { prefix: '+46', number: '70' } }, [])).toEqual({
      phone: { key: 'formValidation.phone' },
    });
  });

  it('requires the required consents only, under consents.<type>', () => {
    const consents = [
      { type: 'rules', label: 'Rules', required: true },
      { type: 'newsletter', label: 'Offers' },
    ];
    expect(customerFormErrors(complete, consents)).toEqual({
      'consents.rules': { key: 'formValidation.required' },
    });
    expect(customerFormErrors({ ...complete, consents: { rules: true } }, consents)).toEqual({});
    expect(customerFormFields(consents).slice(-3)).toEqual([
      'cancellation',
      'consents.rules',
      'consents.newsletter',
    ]);
  });
});
