import { I18nProvider } from '@stowly/booking/react';
import { ServerErrorPage, StowlyThemeProvider } from '@stowly/ui';
import { type ReactNode, useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { reportError } from '../app/reportError';
import { useAppServices } from '../app/useAppServices';
import { useStoreState } from '../app/useStoreState';

/**
 * The last-resort error page, for a failure of the root layout itself: the server error page in
 * the default theme, with its own messages provider.
 */
export function RootErrorPage(props: FallbackProps): ReactNode {
  const { error } = props;
  const { client, languageStore } = useAppServices();
  const language = useStoreState(languageStore, (state) => state.language);
  useEffect(() => reportError(error), [error]);
  return (
    <I18nProvider client={client} language={language}>
      <StowlyThemeProvider>
        <ServerErrorPage retry={() => window.location.reload()} />
      </StowlyThemeProvider>
    </I18nProvider>
  );
}
