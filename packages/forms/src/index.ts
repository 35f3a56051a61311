export { FORMS_NAMESPACE } from './i18n';
export { LeadForm, type LeadFormProps } from './lead-form';
export { submitLead, LeadRejectedError } from './submit-lead';
export { PhoneField, renderedPhoneCountry, usePhoneCountry, type PhoneCountryValue, type PhoneFieldProps } from './phone-field';
