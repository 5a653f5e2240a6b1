import { type ReactNode, useId } from 'react';
import { LoadFailure } from '../../routes/LoadingStatus';

/**
 * A portal list that could not be loaded: its heading (so the page outline stays the same) and an
 * alert with a "Try again" button that loads it again. The other lists of the page stay.
 */
export function PortalListFailure(props: { title: string; message: string; onRetry: () => void }): ReactNode {
  const headingId = useId();
  return (
    <section className="web-PortalListFailure" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <LoadFailure message={props.message} onRetry={props.onRetry} />
    </section>
  );
}
