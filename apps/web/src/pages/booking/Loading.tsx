import type { ReactNode } from 'react';

/** A page part that is still loading: its message in a polite live region. */
export function Loading(props: { message: string }): ReactNode {
  return (
    <p className="web-Status" role="status">
      {props.message}
    </p>
  );
}
