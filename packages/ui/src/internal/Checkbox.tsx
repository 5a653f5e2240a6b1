import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
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
