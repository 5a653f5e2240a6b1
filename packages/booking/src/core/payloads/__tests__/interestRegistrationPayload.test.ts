import { describe, expect, it } from 'vitest';
import { BookingError } from '../BookingError';
import {
  buildInterestRegistrationPayload,
  type InterestRegistrationData,
} from '../buildInterestRegistrationPayload';

const VISITOR: InterestRegistrationData = {
  firstName: ' Anna ',
  lastName: 'Svensson ',
  email: ' anna@example.com',
  phone: { prefix: ' +46', number: '701234567 ' },
  desiredMoveInDate: '2026-04-01',
  consents: { contact: true, newsletter: false, unknown: true },
};
const OPTIONS = {
  locationId: 7,
  consents: [{ type: 'contact' }, { type: 'newsletter' }, { type: 'marketing' }],
  recaptchaToken: 'captcha-token',
};

describe('interest registration payload (POST /unit-type/{id}/interest-registration)', () => {
  it("sends the location, the trimmed contact details, the date, every consent of the location with the visitor's answer, and the token", () => {
    expect(buildInterestRegistrationPayload(VISITOR, OPTIONS)).toEqual({
      locationId: 7,
      firstname: 'Anna',
      lastname: 'Svensson',
      email: 'anna@example.com',
      phonePrefix: '+46',
      phoneNumber: '701234567',
      desiredMoveInDate: '2026-04-01',
      consents: [
        { type: 'contact', accepted: true },
        { type: 'newsletter', accepted: false },
        { type: 'marketing', accepted: false },
      ],
      recaptchaToken: 'captcha-token',
    });
  });

  it('sends no consents for a location without any, and false for unanswered ones', () => {
    const { consents: _answers, ...withoutAnswers } = VISITOR;
    expect(buildInterestRegistrationPayload(VISITOR, { ...OPTIONS, consents: [] }).consents).toEqual([]);
    expect(buildInterestRegistrationPayload(withoutAnswers, OPTIONS).consents).toEqual([
      { type: 'contact', accepted: false },
      { type: 'newsletter', accepted: false },
      { type: 'marketing', accepted: false },
    ]);
  });

  it.each<[string, InterestRegistrationData, string]>([
    ['a blank first name', { ...VISITOR, firstName: '  ' }, 'firstname'],
    ['an email', { ...VISITOR, email: '' }, 'email'],
    ['a phone prefix', { ...VISITOR, phone: { number: '701234567' } }, 'phonePrefix'],
    ['a phone number', { ...VISITOR, phone: { prefix: '+46' } }, 'phoneNumber'],
    ['a desired move-in date', { ...VISITOR, desiredMoveInDate: null }, 'desiredMoveInDate'],
  ])('is not built without %s', (_, data, field) => {
    const build = () => buildInterestRegistrationPayload(data, OPTIONS);
    expect(build).toThrow(BookingError);
    expect(build).toThrow(`value null/undefined: ${field}`);
  });
});
