import type { ReactNode } from 'react';

/** A decorative 24 × 24 icon; the button around it carries react-aria's localized name. */
export function PathIcon(props: { path: string }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={props.path} fill="currentColor" />
    </svg>
  );
}
