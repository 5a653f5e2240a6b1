import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { partClassName, type StowlyElements, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link AppSkeleton}. */
export interface AppSkeletonProps {
  /**
   * Whether the placeholder has a side column, as the page that replaces it will.
   * @default true
   */
  hasAside?: boolean;
}

/** A grey placeholder block; `shape` picks its size in AppSkeleton.css. */
function Block({ shape, elements }: { shape: string; elements: StowlyElements }): ReactNode {
  return <div className={partClassName('AppSkeletonBlock', elements)} data-shape={shape} />;
}

/**
 * The full-page loading placeholder shown while the app's initial data loads (spec section 2): a
 * header with logo and action placeholders, a main area and a side column, with the dimensions of
 * {@link AppFrame} so nothing shifts when the real page replaces it. It is `aria-busy` and says
 * "Loading" once to assistive technology; the grey blocks are hidden from it. The blocks shimmer
 * unless the person prefers reduced motion.
 *
 * Parts: `stowly-AppSkeleton`, `stowly-AppSkeletonStatus`, `stowly-AppSkeletonHeader`,
 * `stowly-AppSkeletonLogo`, `stowly-AppSkeletonActions`, `stowly-AppSkeletonBody` (with
 * `data-has-aside`), `stowly-AppSkeletonMain`, `stowly-AppSkeletonAside`, `stowly-AppSkeletonBlock`
 * (with `data-shape`).
 */
export function AppSkeleton(props: AppSkeletonProps): ReactNode {
  const { hasAside = true } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  return (
    <div className={partClassName('AppSkeleton', elements)} aria-busy="true">
      <p className={partClassName('AppSkeletonStatus', elements)} role="status">
        {t('ui.shell.appSkeleton.loading')}
      </p>
      <div className={partClassName('AppSkeletonHeader', elements)} aria-hidden="true">
        <div className={partClassName('AppSkeletonLogo', elements)}>
          <Block shape="logo" elements={elements} />
        </div>
        <div className={partClassName('AppSkeletonActions', elements)}>
          <Block shape="action" elements={elements} />
          <Block shape="action" elements={elements} />
        </div>
      </div>
      <div
        className={partClassName('AppSkeletonBody', elements)}
        data-has-aside={hasAside || undefined}
        aria-hidden="true"
      >
        <div className={partClassName('AppSkeletonMain', elements)}>
          <Block shape="title" elements={elements} />
          <Block shape="text" elements={elements} />
          <Block shape="card" elements={elements} />
          <Block shape="card" elements={elements} />
        </div>
        {hasAside ? (
          <div className={partClassName('AppSkeletonAside', elements)}>
            <Block shape="panel" elements={elements} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
