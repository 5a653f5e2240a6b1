import { useTranslation } from '@stowly/booking/react';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '@stowly/ui';
import type { ReactNode } from 'react';
import { useServerStatus } from '../app/serverRender';
import { usePageTitle } from '../app/usePageTitle';

/**
 * The not-found page (empty path, `/404`, every path no route matches, malformed ids and unknown
 * locations), with a way back to the location's start page when the path names a location. The
 * server answers it with 404.
 */
export function NotFoundRoute(props: { backToStart?: string }): ReactNode {
  const { t } = useTranslation();
  useServerStatus(404);
  usePageTitle(t('error.notFound.title'));
  return <NotFoundPage backToStart={props.backToStart} />;
}

/**
 * The server-error page (`/server-error`); "Try again" goes back to the page that failed. The
 * server answers it with 500 (an error page never answers 200); the page is still handed to the
 * browser whole, as 503 is kept for a render that failed.
 */
export function ServerErrorRoute(): ReactNode {
  const { t } = useTranslation();
  useServerStatus(500);
  usePageTitle(t('error.serverError.title'));
  return <ServerErrorPage retry={() => window.history.back()} />;
}

/** The forbidden page (`/forbidden`), offering the sign-in. The server answers it with 403. */
export function ForbiddenRoute(): ReactNode {
  const { t } = useTranslation();
  useServerStatus(403);
  usePageTitle(t('error.forbidden.title'));
  return <ForbiddenPage signIn="/login" />;
}
