import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names';

export interface FieldFrame {
  readonly label: ReactNode;
  /** The message under the field; it is tied to the input for screen readers. */
  readonly error?: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** The words screen readers add to a required label ("required"), localized by the caller. */
  readonly requiredLabel?: string;
}

function describedBy(ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({ htmlFor, label, required, requiredLabel }: FieldFrame & { htmlFor: string }) {
  return (
    <label className="ui-field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="ui-field__required">
          <span aria-hidden="true"> *</span>
          {requiredLabel && <span className="ui-visually-hidden"> ({requiredLabel})</span>}
        </span>
      )}
    </label>
  );
}

/** The frame of a text control: label, the control (or a group of controls around it: a phone's country picker), its hint and its error. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  requiredLabel,
  className,
  children,
}: FieldFrame & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={classNames('ui-field', error && 'ui-field--invalid', className)}>
      <Label htmlFor={id} label={label} required={required} requiredLabel={requiredLabel} />
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie a control to its frame (`FieldShell`) for screen readers. */
export function controlAttributes(id: string, { error, hint, required }: FieldFrame) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy([Boolean(hint) && `${id}-hint`, Boolean(error) && `${id}-error`]),
  };
}

export type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { readonly ref?: Ref<HTMLInputElement> };

/** A labelled text input with its error message, for react-hook-form's `register`. */
export function TextField({ label, error, hint, required, requiredLabel, id, className, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const frame = { label, error, hint, required, requiredLabel };
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} className={className} {...frame}>
      <input {...input} ref={ref} className="ui-field__input" {...controlAttributes(inputId, frame)} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & { readonly ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, required, requiredLabel, id, className, ref, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const frame = { label, error, hint, required, requiredLabel };
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} className={className} {...frame}>
      <textarea {...textarea} ref={ref} className="ui-field__input ui-field__input--multiline" {...controlAttributes(inputId, frame)} />
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<FieldFrame, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> & { readonly ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({ label, error, required, requiredLabel, id, className, ref, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={classNames('ui-check', error && 'ui-check--invalid', className)}>
      <input
        {...input}
        ref={ref}
        id={inputId}
        type="checkbox"
        className="ui-check__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <Label htmlFor={inputId} label={label} required={required} requiredLabel={requiredLabel} />
      {error && (
        <p id={`${inputId}-error`} className="ui-field__error ui-check__error">
          {error}
        </p>
      )}
    </div>
  );
}
