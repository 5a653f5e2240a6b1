import type { ReactNode } from 'react';
import { useLoadingIndicator } from '../../app/pageReadiness';

/** A page part that is still loading: its message in a polite live region. */
export function Loading(props: { message: string }): ReactNode {
  useLoadingIndicator();
  return (
    <p className="web-Status" role="status">
      {props.message}
    </p>
  );
}
