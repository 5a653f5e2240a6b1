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
