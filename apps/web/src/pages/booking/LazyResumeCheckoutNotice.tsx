import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterPageData } from '../../app/afterPageData';

/**
 * The booking in progress to resume or start over: a chunk of its own (its countdown and release
 * call) loaded once the page's content shows, so neither the unit list's first load nor the options
 * and basket steps carry it.
 */
const ResumeCheckoutNotice = lazy(() =>
  import('./ResumeCheckoutNotice').then((module) => ({ default: module.ResumeCheckoutNotice })),
);

/** {@link ResumeCheckoutNotice} once the page's data is in and its chunk loaded; nothing before (it shows only for an open checkout). */
export function LazyResumeCheckoutNotice(): ReactNode {
  const queryClient = useQueryClient();
  const [pageReady, setPageReady] = useState(false);
  useEffect(() => {
    const waitForPage = new AbortController();
    void afterPageData(queryClient, { signal: waitForPage.signal }).then(() => setPageReady(true));
    return () => waitForPage.abort();
  }, [queryClient]);
  if (!pageReady) return null;
  return (
    <Suspense fallback={null}>
      <ResumeCheckoutNotice />
    </Suspense>
  );
}
