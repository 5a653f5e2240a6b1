// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { LinkRendererProps } from '../../theme/StowlyThemeProvider';
import { StatusPage } from '../StatusPage';

afterEach(cleanup);

/** A host router's link renderer that records the hrefs it is given. */
const routed: string[] = [];
function RouterLink(props: LinkRendererProps) {
  routed.push(props.href);
  return <a {...props} data-router="" />;
}

describe('<StatusPage>', () => {
  it('shows a level-1 heading, the text and a decorative icon, in a region named by the heading', async () => {
    const { container } = await renderWithStowly(
      <StatusPage title="Page not found" text="The page you are looking for does not exist." />,
    );
    const region = screen.getByRole('region', { name: 'Page not found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(region.textContent).toContain('The page you are looking for does not exist.');
    expect(region.getAttribute('data-tone')).toBe('info');
    const icon = container.querySelector('.stowly-StatusPageIcon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    // Without actions there is no actions row and no live region.
    expect(container.querySelector('.stowly-StatusPageActions')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes the heading level and the tone (a triangle for warnings)', async () => {
    const { container } = await renderWithStowly(
      <StatusPage tone="warning" headingLevel={2} title="Access denied" text="No permission." />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('data-tone')).toBe('warning');
    expect(container.querySelector('.stowly-StatusPageIcon circle')).toBeNull();
    expect(container.querySelector('.stowly-StatusPageIcon path')).not.toBeNull();
  });

  it('renders an href action as a link through the host link renderer, and an onPress action as a button', async () => {
    const onPress = vi.fn();
    const { container } = await renderWithStowly(
      <StatusPage
        tone="error"
        title="Something went wrong"
        text="Please try again later."
        primaryAction={{ label: 'Try again', onPress }}
        secondaryAction={{ label: 'Back to the start page', href: '/en/12' }}
      />,
      { theme: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Back to the start page' });
    expect(link.getAttribute('href')).toBe('/en/12');
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.className).toContain('stowly-StatusPageSecondaryAction');
    expect(routed).toContain('/en/12');

    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.className).toContain('stowly-StatusPagePrimaryAction');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('reaches the actions with Tab and presses the button with Enter and Space', async () => {
    const onPress = vi.fn();
    await renderWithStowly(
      <StatusPage
        title="Signature expired"
        text="Please sign again."
        primaryAction={{ label: 'Sign the contract again', onPress }}
        secondaryAction={{ label: 'Contact support', href: 'mailto:help@example.com' }}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign the contract again' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Contact support' }));
  });

  it('announces the text in a polite status region when asked', async () => {
    await renderWithStowly(
      <StatusPage title="Identity check in progress" text="Still processing." announce />,
    );
    expect(screen.getByRole('status').textContent).toBe('Still processing.');
  });

  it('adds the class hooks of the theme to its parts', async () => {
    await renderWithStowly(
      <StatusPage
        title="Done"
        text="All good."
        tone="success"
        primaryAction={{ label: 'Next', href: '/' }}
      />,
      { theme: { elements: { StatusPage: 'brand-page', StatusPageTitle: 'brand-title' } } },
    );
    expect(screen.getByRole('region').className).toBe('stowly-StatusPage brand-page');
    expect(screen.getByRole('heading').className).toBe('stowly-StatusPageTitle brand-title');
  });
});
