import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookingRequestLimits, interestRegistrationRequestLimits } from '../index';

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, SchemaObject>;
}

// The contract as written, read with openapi-typescript's YAML parser (a dev dependency here).
const requireFromTypes = createRequire(createRequire(import.meta.url).resolve('openapi-typescript'));
const { parseYaml } = requireFromTypes('@redocly/openapi-core') as { parseYaml: (text: string) => unknown };
const contractPath = join(dirname(fileURLToPath(import.meta.url)), '../../../../openapi/booking-api.yaml');
const contract = parseYaml(readFileSync(contractPath, 'utf8')) as {
  components: { schemas: Record<string, SchemaObject> };
};
const schemas = contract.components.schemas;

/** A named schema of the contract. */
function schema(name: string): SchemaObject {
  const found = schemas[name];
  if (!found) throw new Error(`The contract has no schema ${name}`);
  return found;
}

/** The limits a schema object states itself. */
function limitsOf(object: SchemaObject) {
  const { minLength, maxLength, pattern } = object;
  return Object.fromEntries(
    Object.entries({ minLength, maxLength, pattern }).filter(([, value]) => value !== undefined),
  );
}

/** A property's schema with `$ref`s followed. */
function property(schemaName: string, name: string): SchemaObject {
  let object = schema(schemaName).properties?.[name];
  while (object?.$ref) object = schema(object.$ref.replace('#/components/schemas/', ''));
  if (!object) throw new Error(`${schemaName} has no property ${name}`);
  return object;
}

describe('generated request limits (src/generated/request-limits.ts)', () => {
  it('give the customer form fields the limits of the contract’s schemas', () => {
    expect(bookingRequestLimits.firstname).toEqual(limitsOf(schema('PersonName')));
    expect(bookingRequestLimits.lastname).toEqual(limitsOf(schema('PersonName')));
    expect(bookingRequestLimits.street).toEqual(limitsOf(schema('AddressLine')));
    expect(bookingRequestLimits.city).toEqual(limitsOf(schema('AddressLine')));
    expect(bookingRequestLimits.postalCode).toEqual(limitsOf(schema('PostalCode')));
    expect(bookingRequestLimits.email).toEqual(limitsOf(schema('Email')));
    expect(bookingRequestLimits.phoneNumber).toEqual(limitsOf(schema('PhoneNumber')));
    expect(bookingRequestLimits.phonePrefix).toEqual(limitsOf(schema('PhonePrefix')));
    const booking = schema('BookingRequest').properties ?? {};
    expect(bookingRequestLimits.companyName).toEqual(limitsOf(booking.companyName ?? {}));
    expect(bookingRequestLimits.companyTaxIdentificationNumber).toEqual(
      limitsOf(booking.companyTaxIdentificationNumber ?? {}),
    );
    // The numbers the forms rely on, as the contract states them today.
    expect(bookingRequestLimits.firstname.maxLength).toBe(100);
    expect(bookingRequestLimits.companyName.maxLength).toBe(200);
    expect(bookingRequestLimits.postalCode.maxLength).toBe(20);
  });

  it.each([
    ['BookingRequest', bookingRequestLimits],
    ['InterestRegistrationRequest', interestRegistrationRequestLimits],
  ] as const)('%s: every string property with a limit, and nothing else', (schemaName, generated) => {
    const expected = Object.fromEntries(
      Object.keys(schema(schemaName).properties ?? {})
        .map((name) => [name, property(schemaName, name)] as const)
        .filter(([, object]) => [object.type].flat().includes('string'))
        .map(([name, object]) => [name, limitsOf(object)] as const)
        .filter(([, limits]) => Object.keys(limits).length > 0),
    );
    expect(generated).toEqual(expected);
  });

  it('an interest registration’s contact fields have the booking’s limits (the forms share one schema)', () => {
    for (const field of ['firstname', 'lastname', 'email', 'phonePrefix', 'phoneNumber'] as const) {
      expect(interestRegistrationRequestLimits[field], field).toEqual(bookingRequestLimits[field]);
    }
  });

  it('patterns are regular expressions the contract’s examples match', () => {
    expect(new RegExp(bookingRequestLimits.phonePrefix.pattern).test('+46')).toBe(true);
    expect(new RegExp(bookingRequestLimits.phonePrefix.pattern).test('46')).toBe(false);
  });
});
