// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../Link';
import { type LinkRendererProps, StowlyThemeProvider } from '../theme/StowlyThemeProvider';
import { expectNoAxeViolations } from './support/renderWithStowly';

afterEach(cleanup);

/** A host router's link: marks what it rendered so the test can see it was used. */
function RouterLink(props: LinkRendererProps) {
  return <a {...props} data-router="host" />;
}

describe('<Link>', () => {
  it('renders a plain <a> with the href when the host gives no link renderer', async () => {
    const { container } = render(
      <StowlyThemeProvider>
        <Link href="/terms">Terms</Link>
      </StowlyThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.className).toBe('stowly-Link');
    await expectNoAxeViolations(container);
  });

  it("renders through the provider's link renderer with the class hook", async () => {
    const { container } = render(
      <StowlyThemeProvider linkComponent={RouterLink} elements={{ Link: 'brand-link' }}>
        <Link href="https://example.com/privacy" target="_blank" rel="noreferrer">
          Privacy policy
        </Link>
      </StowlyThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('data-router')).toBe('host');
    expect(link.getAttribute('href')).toBe('https://example.com/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.className).toBe('stowly-Link brand-link');
    await expectNoAxeViolations(container);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
  ])('refuses the href %j: no href is rendered, not even through the host renderer', (href) => {
    const { container } = render(
      <StowlyThemeProvider linkComponent={RouterLink}>
        <Link href={href}>Click</Link>
      </StowlyThemeProvider>,
    );
    const anchor = container.querySelector('a');
    expect(anchor?.textContent).toBe('Click');
    expect(anchor?.hasAttribute('href')).toBe(false);
    expect(anchor?.hasAttribute('data-router')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
