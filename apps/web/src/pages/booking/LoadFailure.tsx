import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';

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
