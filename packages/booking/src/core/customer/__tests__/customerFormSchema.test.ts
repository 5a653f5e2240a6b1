import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getCustomerDataStatus } from '../../flow/getCustomerDataStatus';
import type { CustomerData } from '../CustomerData';
import { type CustomerDetailField, customerDetailFields } from '../customerFields';
import {
  CUSTOMER_DOCUMENT_FIELDS,
  customerFieldInput,
  customerFormFields,
  customerFormSchema,
} from '../customerFormSchema';
import { validateCustomerForm } from '../validateCustomerForm';

const required = { key: 'formValidation.required' };

const complete: CustomerData = {
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

const business: CustomerData = { ...complete, customerType: 'business', companyName: 'Svensson Bygg AB' };

// The contract as written: openapi/booking-api.yaml, read with the api-client's YAML parser.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const requireFromApiClient = createRequire(join(repoRoot, 'packages/api-client/package.json'));
const requireFromTypes = createRequire(requireFromApiClient.resolve('openapi-typescript'));
const { parseYaml } = requireFromTypes('@redocly/openapi-core') as { parseYaml: (text: string) => unknown };
type ContractSchema = { $ref?: string; maxLength?: number; properties?: Record<string, ContractSchema> };
const schemas = (
  parseYaml(readFileSync(join(repoRoot, 'openapi/booking-api.yaml'), 'utf8')) as {
    components: { schemas: Record<string, ContractSchema> };
  }
).components.schemas;

/** The `maxLength` of a `BookingRequest` property, `$ref`s followed. */
function contractMaxLength(property: string): number | undefined {
  let schema = schemas.BookingRequest?.properties?.[property];
  while (schema?.$ref) schema = schemas[schema.$ref.replace('#/components/schemas/', '')];
  return schema?.maxLength;
}

describe('customerFormSchema: one description of the customer form', () => {
  it('lists the details in the order shown, with company name and VAT number for businesses only', () => {
    expect(customerDetailFields('private')).toEqual([
      'firstName',
      'lastName',
      'street',
      'zip',
      'city',
      'country',
      'email',
      'phone',
    ]);
    expect(customerDetailFields()).toEqual(customerDetailFields('private'));
    expect(customerDetailFields('business')).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'vatNumber',
      'street',
      'zip',
      'city',
      'country',
      'email',
      'phone',
    ]);
  });

  it('adds the document checkboxes and then the location’s consents; documents can be left out', () => {
    const consents = [{ type: 'rules', required: true }, { type: 'newsletter' }];
    expect(customerFormFields({ consents }).slice(-5)).toEqual([
      'conditions',
      'privacy',
      'cancellation',
      'consents.rules',
      'consents.newsletter',
    ]);
    expect(customerFormFields({ documents: [] })).toEqual(customerDetailFields('private'));
    expect(CUSTOMER_DOCUMENT_FIELDS).toEqual(['conditions', 'privacy', 'cancellation']);
  });

  it('takes each length limit from the contract (openapi/booking-api.yaml), not a copy', () => {
    const serverNames: Partial<Record<CustomerDetailField, string>> = {
      firstName: 'firstname',
      lastName: 'lastname',
      companyName: 'companyName',
      vatNumber: 'companyTaxIdentificationNumber',
      street: 'street',
      zip: 'postalCode',
      city: 'city',
      email: 'email',
      phone: 'phoneNumber',
    };
    for (const [field, property] of Object.entries(serverNames)) {
      const limit = contractMaxLength(property);
      expect(limit, property).toBeTypeOf('number');
      expect(customerFormSchema[field as CustomerDetailField].maxLength, field).toBe(limit);
    }
    expect(customerFormSchema.country.maxLength).toBeUndefined();
  });

  it('gives each detail the browser’s autofill hint', () => {
    expect(
      Object.fromEntries(
        Object.entries(customerFormSchema).map(([field, rule]) => [field, rule.autoComplete]),
      ),
    ).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      companyName: 'organization',
      vatNumber: undefined,
      street: 'street-address',
      zip: 'postal-code',
      city: 'address-level2',
      country: 'country',
      email: 'email',
      phone: 'tel-national',
    });
  });
});

describe('validateCustomerForm', () => {
  it('finds nothing wrong with complete data of a private or a business customer', () => {
    expect(validateCustomerForm(complete)).toEqual({});
    expect(validateCustomerForm(business)).toEqual({});
  });

  it('private: requires every detail of spec section 5 and the three checkboxes', () => {
    expect(validateCustomerForm({})).toEqual({
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
    expect(validateCustomerForm({ ...complete, firstName: '   ', conditions: false })).toEqual({
      firstName: required,
      conditions: required,
    });
  });

  it('business: requires the company name too, never the VAT number', () => {
    const { companyName: _, ...withoutCompany } = business;
    expect(validateCustomerForm(withoutCompany)).toEqual({ companyName: required });
    expect(validateCustomerForm({ ...business, vatNumber: '' })).toEqual({});
    // A private customer's company fields are not asked, so not checked, even when asked for.
    expect(
      validateCustomerForm(
        { ...complete, customerType: 'private', companyName: '', vatNumber: 'X'.repeat(51) },
        { fields: ['companyName', 'vatNumber'] },
      ),
    ).toEqual({});
  });

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['street', 200],
    ['zip', 20],
    ['city', 200],
  ] as const)('%s: at most %i characters', (field, max) => {
    expect(validateCustomerForm({ ...complete, [field]: 'x'.repeat(max) })).toEqual({});
    expect(validateCustomerForm({ ...complete, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: { key: 'formValidation.maxLength', values: { max } },
    });
  });

  it('business: company name at most 200 and VAT number at most 50 characters', () => {
    expect(
      validateCustomerForm({ ...business, companyName: 'C'.repeat(201), vatNumber: 'V'.repeat(51) }),
    ).toEqual({
      companyName: { key: 'formValidation.maxLength', values: { max: 200 } },
      vatNumber: { key: 'formValidation.maxLength', values: { max: 50 } },
    });
  });

  it('email: required, an address, at most 254 characters', () => {
    expect(validateCustomerForm({ ...complete, email: 'anna@example' })).toEqual({
      email: { key: 'formValidation.email' },
    });
    expect(validateCustomerForm({ ...complete, email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: { key: 'formValidation.maxLength', values: { max: 254 } },
    });
  });

  it('phone: number required, at least 3 characters, prefix with +, at most 30 characters', () => {
    const phone = (value: CustomerData['phone']) => validateCustomerForm({ ...complete, phone: value });
    expect(phone({ prefix: '+46' })).toEqual({ phone: required });
    expect(phone({ prefix: '+46', number: '70' })).toEqual({ phone: { key: 'formValidation.phone' } });
    expect(phone({ prefix: '46', number: '70123' })).toEqual({
      phone: { key: 'formValidation.phonePrefix' },
    });
    expect(phone({ prefix: '+46', number: '7'.repeat(31) })).toEqual({
      phone: { key: 'formValidation.maxLength', values: { max: 30 } },
    });
  });

  it('postal code and country: present (the contract has no postal code pattern)', () => {
    expect(validateCustomerForm({ ...complete, zip: 'SW1A 1AA', country: { id: 276 } })).toEqual({});
    expect(validateCustomerForm({ ...complete, country: null })).toEqual({ country: required });
  });

  it('requires the required consents only, under consents.<type>', () => {
    const consents = [{ type: 'rules', required: true }, { type: 'newsletter' }];
    expect(validateCustomerForm(complete, { consents })).toEqual({ 'consents.rules': required });
    expect(validateCustomerForm({ ...complete, consents: { rules: true } }, { consents })).toEqual({});
  });

  it('checks only the given fields, as a shorter form (interest registration) asks them', () => {
    const consents = [{ type: 'contact', required: true }];
    expect(
      validateCustomerForm(
        { email: 'anna@', phone: { prefix: '+46', number: '701234567' } },
        { fields: ['firstName', 'lastName', 'email', 'phone', 'consents.contact'], consents },
      ),
    ).toEqual({
      firstName: required,
      lastName: required,
      email: { key: 'formValidation.email' },
      'consents.contact': required,
    });
    // Without document checkboxes, as a form that does not show them.
    const { conditions: _c, privacy: _p, cancellation: _x, ...details } = complete;
    expect(validateCustomerForm(details, { documents: [] })).toEqual({});
  });
});

describe('customerFieldInput', () => {
  it('puts a prefix error on the prefix input, other phone errors on the number, the rest on their field', () => {
    expect(customerFieldInput('phone', { key: 'formValidation.phonePrefix' })).toBe('phone.prefix');
    expect(customerFieldInput('phone', { key: 'formValidation.required' })).toBe('phone.number');
    expect(customerFieldInput('phone')).toBe('phone.number');
    expect(customerFieldInput('email', { key: 'formValidation.email' })).toBe('email');
  });
});

describe('getCustomerDataStatus with the schema’s fields', () => {
  it('a phone prefix alone (from the location’s country) is not a start; a VAT number is', () => {
    expect(getCustomerDataStatus({ phone: { prefix: '+46' } })).toBe('pending');
    expect(getCustomerDataStatus({ vatNumber: 'SE1' })).toBe('in-progress');
    expect(getCustomerDataStatus({ country: { id: 752 } })).toBe('in-progress');
    expect(getCustomerDataStatus(business)).toBe('done');
  });
});

describe('legal documents the location asks for with its own consents', () => {
  const consents = [
    { type: 'terms', required: true, document: 'terms' as const },
    { type: 'gdpr', required: false, document: 'privacy' as const },
    { type: 'newsletter', required: false, document: null },
  ];

  it('asks for each document once, the consent in its place, then the other consents', () => {
    expect(customerFormFields({ consents }).slice(-4)).toEqual([
      'consents.terms',
      'consents.gdpr',
      'cancellation',
      'consents.newsletter',
    ]);
  });

  it('a consent that accepts a document must be ticked, even if the location marks it optional', () => {
    expect(
      validateCustomerForm({}, { consents, fields: customerFormFields({ consents }).slice(-4) }),
    ).toEqual({
      'consents.terms': { key: 'formValidation.required' },
      'consents.gdpr': { key: 'formValidation.required' },
      cancellation: { key: 'formValidation.required' },
    });
  });
});
