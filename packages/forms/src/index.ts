export { FORMS_NAMESPACE } from './i18n';
export { LeadForm, type LeadFormProps } from './lead-form';
export { formVariant } from './form-variants';
export { submitLead, LeadRejectedError, LEADS_ENDPOINT } from './submit-lead';
