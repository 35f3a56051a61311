import type { ComponentType } from 'react';
import type { LeadFormProps } from '@site/forms';
import { RemoteFallback, RemoteLoading } from '../federation/remote-slot';
import { Island } from '../islands/island';
import type { Lazy } from '../islands/lazy';

/** The lead form, loaded with the islands that show one, so other pages never pay for it. */
export type LeadFormModule = { readonly ok: true; readonly LeadForm: ComponentType<LeadFormProps> } | { readonly ok: false; readonly error: unknown };

/** A shell page's lead form: its code (react-hook-form, the API's schemas) loads with the island, not with the page. */
export function LeadFormIsland({ form, ...props }: LeadFormProps & { readonly form: Lazy<LeadFormModule> }) {
  return (
    <Island
      name={`form:${props.formId}`}
      content={form}
      // Without its code a prerendered form still posts to the API (`method="post"`); a form rendered in place has no such HTML.
      keepsPrerendered={(module) => !module.ok}
      differsFrom={(module) => !module.ok}
      pending={<RemoteLoading />}
    >
      {(module) => (module.ok ? <module.LeadForm {...props} /> : <RemoteFallback compact />)}
    </Island>
  );
}
