// The public exports of the customer forms.
export {
  CustomerForm,
  type CustomerFormConsent,
  type CustomerFormCountry,
  type CustomerFormCustomerType,
  type CustomerFormData,
  type CustomerFormDetailsView,
  type CustomerFormFieldMessage,
  type CustomerFormProps,
  type CustomerFormServerErrors,
} from './CustomerForm';
export {
  InterestRegistrationForm,
  type InterestRegistrationFormData,
  type InterestRegistrationFormProps,
} from './InterestRegistrationForm';
export { PhoneField, type PhoneFieldProps, type PhoneFieldValue } from './PhoneField';
