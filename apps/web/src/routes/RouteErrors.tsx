import { ServerErrorPage } from '@stowly/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { reportError } from '../app/reportError';
import { LoadingStatus } from './LoadingStatus';
import { clearChunkReload, PageLoadError, reloadForChunk, shouldReloadForChunk } from './lazyPage';
import { useQueryString } from './useSearchParams';

/** The current path with its query. */
function useCurrentPath(): string {
  const [pathname] = useLocation();
  return `${pathname}${useQueryString()}`;
}

/**
 * What a routed page that failed shows (inside the app frame). A page chunk that failed to load
 * makes the browser load the target path fully, once (spec sections 2 and 8); its second failure,
 * and any other error, shows the server error page and is reported.
 */
function RouteErrorPage(props: FallbackProps): ReactNode {
  const { error } = props;
  const path = useCurrentPath();
  // Decided once per error: the reload writes the marker, which must not flip this render's choice.
  const [reload] = useState(() => error instanceof PageLoadError && shouldReloadForChunk(path));
  useEffect(() => {
    if (reload) reloadForChunk(path);
    else {
      if (error instanceof PageLoadError) clearChunkReload();
      reportError(error);
    }
  }, [reload, path, error]);

  if (reload) return <LoadingStatus messageKey="web.reloadingPage" />;
  return <ServerErrorPage retry={() => window.location.reload()} />;
}

/** The error boundary of the routed pages (`children`): another path gives the page a new try. */
export function RouteErrors(props: { children: ReactNode }): ReactNode {
  const path = useCurrentPath();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[path]}>
      {props.children}
    </ErrorBoundary>
  );
}
