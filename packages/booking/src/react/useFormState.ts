import { useEffect, useRef, useState } from 'react';
import { useLatestRef } from './internal/useLatestRef';

/** A field's message: a catalog key and its values, such as a `ValidationMessage`. Translate with `t(key, values)`. */
export interface FormFieldMessage {
  /** The catalog key, such as `formValidation.required`. */
  key: string;
  /** The message's arguments, such as `{ max: 50 }`. */
  values?: Record<string, string | number>;
}

/** Messages by field name; a field without a message is absent. */
export type FormFieldMessages = Readonly<Partial<Record<string, FormFieldMessage>>>;

/** Options of {@link useFormState}. */
export interface UseFormStateOptions<TField extends string> {
  /** The fields the form shows, in order: messages are counted and the first is focused in this order. */
  fields: readonly TField[];
  /** The client errors of the current values, such as `validateCustomerForm(data)` of `@stowly/booking`. */
  errors: FormFieldMessages;
  /**
   * Field errors of the last failed submission, such as `mapServerFieldErrors(error)`: each shows
   * until its field is edited, and new ones are announced and focus the first field with one. Pass
   * null while a submission runs, so the same errors coming back count as new. Compared by content.
   */
  serverErrors?: FormFieldMessages | null;
  /**
   * The input a field's message belongs to, which is focused and whose leaving shows the message,
   * such as `customerFieldInput` of `@stowly/booking` for the phone's prefix and number. The input
   * it names without a message is the field's main one: leaving it shows every message of the field.
   * @default the field itself
   */
  inputOf?: (field: TField, message: FormFieldMessage | undefined) => string;
  /**
   * Called with the invalid fields when a submission or new server errors find some, before focus
   * moves to the first: the moment to show fields that are hidden.
   */
  onInvalid?: (fields: TField[]) => void;
}

/** What {@link useFormState} returns. */
export interface FormState<TField extends string> {
  /**
   * The message a field shows now: its client error once the field (or the input the error
   * belongs to) was left or the form was submitted, otherwise its server error until it is edited.
   */
  message: (field: TField) => FormFieldMessage | undefined;
  /** The message shown on one input: its field's message, when `inputOf` puts it on that input. */
  messageOn: (input: string) => FormFieldMessage | undefined;
  /** The fields that show a message now, in order. */
  invalidFields: TField[];
  /** Marks a field, or an input of it such as `phone.prefix`, as left: call it on blur. */
  touch: (input: string) => void;
  /**
   * Call it on every edit of a field: its server error no longer shows. With `touch`, the field
   * counts as left too (a checkbox or a select, which is done once it changes).
   */
  edit: (field: string, options?: { touch?: boolean }) => void;
  /** A ref callback that registers an input by name (the field, or what `inputOf` answers), to focus it. */
  register: (input: string) => (element: HTMLElement | null) => void;
  /** Focuses a registered input, or the input once it is rendered. */
  focus: (input: string) => void;
  /**
   * Call it on submit: true when no field has a client error. Otherwise every error shows, their
   * count is announced (`summary`) and the first invalid field is focused.
   */
  submit: () => boolean;
  /**
   * The count to announce in an error summary (a `role="status"` region) and an id that changes
   * with each announcement, as a React `key`, so the same count is read again; null when there is
   * nothing to announce or no field shows a message any more.
   */
  summary: { count: number; id: number } | null;
  /** Forgets what was left, submitted and announced, such as after a sent form is cleared. */
  reset: () => void;
}

const NO_INPUTS: ReadonlySet<string> = new Set();
const sameInput = (field: string) => field;

/**
 * The state every form of the booking shares (spec section 5): a field's client error shows once
 * the field was left or changed, never while a person types into it for the first time, and for
 * every field after a submission; server field errors show on their fields until edited. An
 * invalid submission or new server errors announce the count and focus the first invalid field.
 * It holds no values and no rules: pass the errors of the current values on every render.
 *
 * @example
 * const errors = validateCustomerForm(data, { consents });
 * const form = useFormState({ fields: customerFormFields({ consents }), errors, serverErrors });
 * <input ref={form.register('email')} onBlur={() => form.touch('email')}
 *   onChange={(event) => { setData({ ...data, email: event.target.value }); form.edit('email'); }} />
 * <form onSubmit={(event) => { event.preventDefault(); if (form.submit()) send(data); }}>
 */
export function useFormState<TField extends string>(options: UseFormStateOptions<TField>): FormState<TField> {
  const { fields, errors, serverErrors } = options;
  const inputOf = options.inputOf ?? sameInput;
  const [touched, setTouched] = useState(NO_INPUTS);
  const [submitted, setSubmitted] = useState(false);
  const [announcement, setAnnouncement] = useState<{ count: number; id: number } | null>(null);
  const serverKey = JSON.stringify(serverErrors ?? {});
  // Fields edited since the server errors came; any change of the errors starts afresh.
  const [edited, setEdited] = useState({ serverKey, fields: NO_INPUTS });
  if (edited.serverKey !== serverKey) setEdited({ serverKey, fields: NO_INPUTS });
  const editedFields = edited.serverKey === serverKey ? edited.fields : NO_INPUTS;
  const inputs = useRef(new Map<string, HTMLElement | null>());
  // An input to focus once it is rendered.
  const pendingFocus = useRef<string | null>(null);
  const onInvalid = useLatestRef(options.onInvalid);

  // A field asked to be focused before it was rendered gets focus once it is (an effect: it never
  // runs on a server, where nothing is focused).
  useEffect(() => {
    const target = pendingFocus.current;
    const element = target === null ? undefined : inputs.current.get(target);
    if (element?.isConnected) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const message = (field: TField): FormFieldMessage | undefined => {
    const own = errors[field];
    const left =
      touched.has(field) || touched.has(inputOf(field, own)) || touched.has(inputOf(field, undefined));
    if (own && (submitted || left)) return own;
    return editedFields.has(field) ? undefined : (serverErrors?.[field] ?? undefined);
  };
  const invalidFields = fields.filter((field) => message(field) !== undefined);

  const focus = (input: string) => {
    const element = inputs.current.get(input);
    if (element?.isConnected) {
      pendingFocus.current = null;
      element.focus();
    } else {
      pendingFocus.current = input;
    }
  };
  const announce = (invalid: TField[], source: FormFieldMessages) => {
    setAnnouncement((previous) => ({ count: invalid.length, id: (previous?.id ?? 0) + 1 }));
    onInvalid.current?.(invalid);
    const [first] = invalid;
    if (first !== undefined) focus(inputOf(first, source[first]));
  };

  const announceServerErrors = useRef(() => {});
  announceServerErrors.current = () => {
    const invalid = fields.filter((field) => serverErrors?.[field]);
    if (invalid.length > 0 && serverErrors) announce(invalid, serverErrors);
  };
  useEffect(() => {
    if (serverKey !== '{}') announceServerErrors.current();
  }, [serverKey]);

  const touch = (input: string) =>
    setTouched((previous) => (previous.has(input) ? previous : new Set(previous).add(input)));

  return {
    message,
    messageOn: (input) => {
      for (const field of fields) {
        const found = message(field);
        if (found && inputOf(field, found) === input) return found;
      }
      return undefined;
    },
    invalidFields,
    touch,
    edit: (field, editOptions) => {
      if (serverErrors?.[field] && !editedFields.has(field)) {
        setEdited({ serverKey, fields: new Set(editedFields).add(field) });
      }
      if (editOptions?.touch) touch(field);
    },
    register: (input) => (element) => {
      inputs.current.set(input, element);
    },
    focus,
    submit: () => {
      const invalid = fields.filter((field) => errors[field]);
      if (invalid.length === 0) {
        setAnnouncement(null);
        return true;
      }
      setSubmitted(true);
      announce(invalid, errors);
      return false;
    },
    summary: announcement && invalidFields.length > 0 ? announcement : null,
    reset: () => {
      setTouched(NO_INPUTS);
      setSubmitted(false);
      setAnnouncement(null);
    },
  };
}
