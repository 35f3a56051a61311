export { FORMS_NAMESPACE } from './i18n';
export { LeadForm, type LeadFormProps } from './lead-form';
export { submitLead, LeadRejectedError } from './submit-lead';
