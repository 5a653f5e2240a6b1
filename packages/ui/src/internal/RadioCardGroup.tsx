import type { ReactNode } from 'react';
import { Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';

/** Props of {@link RadioCardGroup}. */
export interface RadioCardGroupProps {
  /** The parts' classes (`partClassName`) of the wrapper, the radio group and its label. */
  classNames: { root: string; group: string; label: string };
  /** The group's visible label. */
  label: string;
  /** The chosen card's value, or null. */
  value: string | null;
  /** Called with the value of the card the person chooses. */
  onChange: (value: string) => void;
  /** @default false */
  isDisabled?: boolean;
  /** The {@link RadioCard}s. */
  children: ReactNode;
  /** Shown below the cards, such as a "Show more" button. */
  footer?: ReactNode;
}

/**
 * A react-aria RadioGroup of cards, one column on small screens and two from `md`: arrow keys move
 * between the cards and choose them. Classes `stowly-RadioCardGroup`, `stowly-RadioCardGroupGrid`
 * (RadioGroup states) and `stowly-RadioCardGroupLabel`, next to the parts' own.
 */
export function RadioCardGroup(props: RadioCardGroupProps): ReactNode {
  const { classNames } = props;
  return (
    <div className={`stowly-RadioCardGroup ${classNames.root}`}>
      <RadioGroup
        className={`stowly-RadioCardGroupGrid ${classNames.group}`}
        value={props.value}
        onChange={props.onChange}
        isDisabled={props.isDisabled}
      >
        <Label className={`stowly-RadioCardGroupLabel ${classNames.label}`}>{props.label}</Label>
        {props.children}
      </RadioGroup>
      {props.footer}
    </div>
  );
}

/** Props of {@link RadioCard}. */
export interface RadioCardProps {
  /** The parts' classes of the card, its radio (with the name) and its description. */
  classNames: { card: string; radio: string; description: string };
  /** The value reported when the card is chosen. */
  value: string;
  /** The card's name: the radio's label. */
  name: ReactNode;
  /** The details under the name, also the radio's accessible description. */
  description: ReactNode;
  /** Receives the card's element (for moving focus to it). */
  cardRef?: (element: HTMLElement | null) => void;
}

/**
 * One card of a {@link RadioCardGroup}: the whole card chooses it. Classes `stowly-RadioCard`
 * (`data-selected`, `data-disabled`), `stowly-RadioCardRadio` (react-aria Radio states) and
 * `stowly-RadioCardDescription`.
 */
export function RadioCard(props: RadioCardProps): ReactNode {
  const { classNames } = props;
  return (
    <RadioField ref={props.cardRef} value={props.value} className={`stowly-RadioCard ${classNames.card}`}>
      <RadioButton className={`stowly-RadioCardRadio ${classNames.radio}`}>{props.name}</RadioButton>
      <Text slot="description" className={`stowly-RadioCardDescription ${classNames.description}`}>
        {props.description}
      </Text>
    </RadioField>
  );
}
