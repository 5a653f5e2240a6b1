// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { AppSkeleton } from '../AppSkeleton';

afterEach(cleanup);

describe('<AppSkeleton>', () => {
  it('is busy, says "Loading…" once, and hides its placeholder blocks from assistive technology', async () => {
    const { container } = await renderWithStowly(<AppSkeleton />);
    const skeleton = container.querySelector('.stowly-AppSkeleton');
    expect(skeleton?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading…']);
    // Header with logo and two actions, main area and side column: all decorative.
    expect(container.querySelectorAll('.stowly-AppSkeletonBlock[data-shape="logo"]')).toHaveLength(1);
    expect(container.querySelectorAll('.stowly-AppSkeletonBlock[data-shape="action"]')).toHaveLength(2);
    expect(container.querySelector('.stowly-AppSkeletonAside')).not.toBeNull();
    for (const block of container.querySelectorAll('.stowly-AppSkeletonBlock')) {
      expect(block.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // Nothing but the status is exposed: no landmarks, images or buttons of its own.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('has the side column only when asked to, marked like the frame', async () => {
    const { container, rerenderWithStowly } = await renderWithStowly(<AppSkeleton hasAside={false} />);
    expect(container.querySelector('.stowly-AppSkeletonAside')).toBeNull();
    expect(container.querySelector('.stowly-AppSkeletonBody')?.hasAttribute('data-has-aside')).toBe(false);
    rerenderWithStowly(<AppSkeleton hasAside />);
    expect(container.querySelector('.stowly-AppSkeletonBody')?.hasAttribute('data-has-aside')).toBe(true);
  });

  it('says "Wird geladen…" in German', async () => {
    const { container } = await renderWithStowly(<AppSkeleton />, { language: 'de' });
    expect(screen.getByRole('status').textContent).toBe('Wird geladen…');
    await expectNoAxeViolations(container);
  });
});
