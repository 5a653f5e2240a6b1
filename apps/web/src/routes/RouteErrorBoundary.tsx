import { ServerErrorPage } from '@stowly/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { reportError } from '../app/reportError';
import { LoadingStatus } from './LoadingStatus';
import { clearChunkReload, PageLoadError, reloadForChunk, shouldReloadForChunk } from './lazyPage';
import { NotFoundRoute } from './StatusRoutes';

/**
 * The error boundary of the routed pages (inside the app frame). A page chunk that failed to load
 * makes the browser load the target path fully, once (spec sections 2 and 8); its second failure,
 * and any other error, shows the server error page. A 404 route answer shows not found.
 */
export function RouteErrorBoundary(): ReactNode {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <ServerErrorPage retry={() => window.location.reload()} />;
}
