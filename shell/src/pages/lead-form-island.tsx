import type { LeadFormProps } from '@site/forms';
import type { LeadFormModule } from '../app/page-loader';
import { RemoteFallback, RemoteLoading } from '../federation/remote-slot';
import { Island } from '../islands/island';
import type { Lazy } from '../islands/lazy';

/** A shell page's lead form: its code (react-hook-form, the API's schemas) loads with the island, not with the page. */
export function LeadFormIsland({ form, ...props }: LeadFormProps & { readonly form: Lazy<LeadFormModule> }) {
  return (
    <Island name={`form:${props.formId}`} content={form} differsFrom={(module) => !module.ok} pending={<RemoteLoading />}>
      {(module) => (module.ok ? <module.LeadForm {...props} /> : <RemoteFallback compact />)}
    </Island>
  );
}
