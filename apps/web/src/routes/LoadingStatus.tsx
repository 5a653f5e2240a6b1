import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useLoadingIndicator } from '../app/pageReadiness';

/** A polite "Loading…" in the page area while a guard waits for the location or the saved draft. */
export function LoadingStatus(props: { messageKey?: 'web.loadingPage' | 'web.reloadingPage' }): ReactNode {
  useLoadingIndicator();
  const { t } = useTranslation();
  return (
    <p className="web-LoadingStatus" role="status">
      {t(props.messageKey ?? 'web.loadingPage')}
    </p>
  );
}

/**
 * A page part that is still loading: its message in a polite live region. With the page's own
 * loading line and {@link LoadFailure}, part of the entry: every booking, checkout and portal page
 * shows them (one module, not a file of its own on each first load).
 */
export function Loading(props: { message: string }): ReactNode {
  useLoadingIndicator();
  return (
    <p className="web-Status" role="status">
      {props.message}
    </p>
  );
}

/** A page part that could not be loaded: the message as an alert and a "Try again" button. */
export function LoadFailure(props: { message: string; onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="web-Notice" data-tone="error" role="alert">
      <p>{props.message}</p>
      <button type="button" className="web-Button" data-variant="secondary" onClick={props.onRetry}>
        {t('checkout.retry')}
      </button>
    </div>
  );
}
