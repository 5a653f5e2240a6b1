import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The booking in progress to resume or start over: a chunk of its own (its countdown and release
 * call) loaded after the page, so neither the unit list's first load nor the options and basket
 * steps carry it.
 */
const ResumeCheckoutNotice = lazy(() =>
  import('./ResumeCheckoutNotice').then((module) => ({ default: module.ResumeCheckoutNotice })),
);

/** {@link ResumeCheckoutNotice} once its chunk is in; nothing before (it shows only for an open checkout). */
export function LazyResumeCheckoutNotice(): ReactNode {
  return (
    <Suspense fallback={null}>
      <ResumeCheckoutNotice />
    </Suspense>
  );
}
