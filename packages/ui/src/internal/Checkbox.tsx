import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { RequiredMarker } from './TextField';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The form field name. */
  name: string;
  /** The label: text, or text with a link in it. */
  label: ReactNode;
  /**
   * Whether the label holds a link. Then it sits beside the checkbox and names it through
   * `aria-labelledby`, because react-aria's checkbox label would swallow the link's click.
   */
  hasLink: boolean;
  /** Whether it is ticked. */
  isSelected: boolean;
  /** Whether it must be ticked; marks it with `*` and `aria-required`. */
  isRequired: boolean;
  /** The translated error message. */
  error?: string | undefined;
  /** Called with the new state. */
  onChange: (isSelected: boolean) => void;
  /** The checkbox input, to move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A react-aria checkbox with its label, required marker and error message: the checkboxes of the
 * customer forms. Parts: `stowly-CustomerFormCheckbox` holding `stowly-CustomerFormCheckboxControl`
 * (react-aria Checkbox states), `stowly-CustomerFormCheckboxBox`, `stowly-CustomerFormCheckboxLabel`
 * and `stowly-CustomerFormError`.
 */
export function Checkbox(props: CheckboxProps): ReactNode {
  const { label, hasLink, isRequired, error } = props;
  const { elements } = useStowlyTheme();
  const labelId = useId();
  const errorId = useId();
  const text = (
    <span id={labelId} className={partClassName('CustomerFormCheckboxLabel', elements)}>
      {label}
      {isRequired ? <RequiredMarker /> : null}
    </span>
  );
  return (
    <div className={partClassName('CustomerFormCheckbox', elements)} data-invalid={error ? true : undefined}>
      <AriaCheckbox
        className={partClassName('CustomerFormCheckboxControl', elements)}
        name={props.name}
        isSelected={props.isSelected}
        onChange={props.onChange}
        isRequired={isRequired}
        isInvalid={!!error}
        validationBehavior="aria"
        inputRef={props.inputRef}
        aria-labelledby={hasLink ? labelId : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <span className={partClassName('CustomerFormCheckboxBox', elements)} aria-hidden="true" />
        {hasLink ? null : text}
      </AriaCheckbox>
      {hasLink ? text : null}
      {error ? (
        <span id={errorId} className={partClassName('CustomerFormError', elements)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link ConsentCheckboxes}. */
export interface ConsentCheckboxesProps {
  /** The location's consents, each a checkbox `consents.<type>`, linked to its document when it has one. */
  consents: readonly { type: string; label: string; url?: string | null; required?: boolean | null }[];
  /** The accepted consents by type. */
  accepted: Readonly<Record<string, boolean>> | undefined;
  /** The translated error message of a field (`consents.<type>`), if any. */
  errorOf: (field: `consents.${string}`) => string | undefined;
  /** Called with the new accepted consents and the field that changed. */
  onChange: (accepted: Record<string, boolean>, field: `consents.${string}`) => void;
  /** The ref of a field's input, to move focus to it. */
  inputRef: (field: `consents.${string}`) => Ref<HTMLInputElement>;
}

/** The location's consents as checkboxes: the same in every form that asks for them. */
export function ConsentCheckboxes(props: ConsentCheckboxesProps): ReactNode {
  return props.consents.map((consent) => {
    const field = `consents.${consent.type}` as const;
    return (
      <Checkbox
        key={field}
        name={field}
        label={
          consent.url ? (
            <Link href={consent.url} target="_blank" rel="noopener noreferrer">
              {consent.label}
            </Link>
          ) : (
            consent.label
          )
        }
        hasLink={!!consent.url}
        isSelected={props.accepted?.[consent.type] === true}
        isRequired={!!consent.required}
        error={props.errorOf(field)}
        onChange={(isSelected) => props.onChange({ ...props.accepted, [consent.type]: isSelected }, field)}
        inputRef={props.inputRef(field)}
      />
    );
  });
}
