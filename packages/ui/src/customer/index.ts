// The public exports of the customer form.
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
export { PhoneField, type PhoneFieldProps, type PhoneFieldValue } from './PhoneField';
