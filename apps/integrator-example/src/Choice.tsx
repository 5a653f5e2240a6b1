import type { ReactNode } from 'react';

/**
 * One option of a radio group: named by its title (what a screen reader announces and a test
 * selects by), described by its details.
 */
export function Choice(props: {
  group: string;
  value: number;
  title: string;
  detail: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}): ReactNode {
  const id = `${props.group}-${props.value}`;
  return (
    <label className="choice" data-disabled={props.disabled || undefined}>
      <input
        type="radio"
        name={props.group}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail`}
      />
      <span id={`${id}-title`} className="choice-name">
        {props.title}
      </span>
      <span id={`${id}-detail`} className="choice-detail">
        {props.detail}
      </span>
    </label>
  );
}
