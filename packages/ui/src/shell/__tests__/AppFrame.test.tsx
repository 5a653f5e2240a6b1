// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { LinkRendererProps } from '../../theme/StowlyThemeProvider';
import { AppFrame } from '../AppFrame';

afterEach(cleanup);

/** A host router's link, marked so the test sees it was used. */
function RouterLink(props: LinkRendererProps) {
  return <a {...props} data-router="yes" />;
}

const links = { imprintUrl: 'https://nordbox.example/imprint', privacyPolicyUrl: '/privacy' };

describe('<AppFrame>', () => {
  it('has a banner with the logo and actions, main with the page, a side column and a footer with both links', async () => {
    const { container } = await renderWithStowly(
      <AppFrame
        tenantName="Nordbox Self Storage"
        logoUrl="https://cdn.example.com/nordbox.svg"
        actions={<a href="/login">Sign in</a>}
        aside={<p>Basket</p>}
        links={links}
      >
        <h1>Choose a unit</h1>
      </AppFrame>,
    );
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Nordbox Self Storage' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example.com/nordbox.svg');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Choose a unit' })).toBeTruthy();
    expect(within(screen.getByRole('complementary')).getByText('Basket')).toBeTruthy();
    expect(container.querySelector('.stowly-AppFrameBody')?.hasAttribute('data-has-aside')).toBe(true);

    const footer = screen.getByRole('contentinfo');
    const footerLinks = within(footer).getAllByRole('link');
    expect(footerLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Imprint', 'https://nordbox.example/imprint'],
      ['Privacy policy', '/privacy'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows the tenant name as text without a logo, and no side column without an aside', async () => {
    const { container } = await renderWithStowly(
      <AppFrame tenantName="CityStash" links={links}>
        <p>Page</p>
      </AppFrame>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('img')).toBeNull();
    expect(banner.textContent).toBe('CityStash');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelector('.stowly-AppFrameBody')?.hasAttribute('data-has-aside')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('renders tenant URLs as links only when they are http(s) or a path of the site', async () => {
    const { rerenderWithStowly } = await renderWithStowly(
      <AppFrame
        tenantName="CityStash"
        links={{ imprintUrl: 'javascript:alert(1)', privacyPolicyUrl: 'ftp://citystash.example/privacy' }}
      >
        <p>Page</p>
      </AppFrame>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();

    rerenderWithStowly(
      <AppFrame
        tenantName="CityStash"
        links={{ imprintUrl: ' data:text/html,hi', privacyPolicyUrl: 'HTTPS://citystash.example/p' }}
      >
        <p>Page</p>
      </AppFrame>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy policy']);
  });

  it('hides the footer when there are no links, and shows only the links it has', async () => {
    const { rerenderWithStowly } = await renderWithStowly(
      <AppFrame tenantName="CityStash">
        <p>Page</p>
      </AppFrame>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();

    rerenderWithStowly(
      <AppFrame tenantName="CityStash" links={{ imprintUrl: '', privacyPolicyUrl: null }}>
        <p>Page</p>
      </AppFrame>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();

    rerenderWithStowly(
      <AppFrame tenantName="CityStash" links={{ privacyPolicyUrl: '/privacy' }}>
        <p>Page</p>
      </AppFrame>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy policy']);
  });

  it("shows the location's links and the global ones, each set under its owner's name, a shared link once", async () => {
    const { container } = await renderWithStowly(
      <AppFrame
        tenantName="Nordbox Self Storage"
        links={[
          {
            owner: 'Nordbox Stockholm',
            imprintUrl: 'https://nordbox.example/stockholm/imprint',
            privacyPolicyUrl: 'https://nordbox.example/privacy',
          },
          {
            owner: 'Nordbox Self Storage',
            imprintUrl: 'https://nordbox.example/imprint',
            privacyPolicyUrl: 'https://nordbox.example/privacy',
          },
        ]}
      >
        <p>Page</p>
      </AppFrame>,
    );
    const footer = screen.getByRole('contentinfo');
    const linksOf = (owner: string) =>
      within(within(footer).getByRole('list', { name: owner }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf('Nordbox Stockholm')).toEqual([
      ['Imprint', 'https://nordbox.example/stockholm/imprint'],
      ['Privacy policy', 'https://nordbox.example/privacy'],
    ]);
    expect(linksOf('Nordbox Self Storage')).toEqual([['Imprint', 'https://nordbox.example/imprint']]);
    expect(within(footer).getByText('Nordbox Stockholm')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('names the footer links in German and renders them through the host link renderer', async () => {
    await renderWithStowly(
      <AppFrame tenantName="Nordbox" links={links}>
        <p>Seite</p>
      </AppFrame>,
      { language: 'de', theme: { linkComponent: RouterLink } },
    );
    const imprint = screen.getByRole('link', { name: 'Impressum' });
    const privacy = screen.getByRole('link', { name: 'Datenschutzerklärung' });
    expect(imprint.getAttribute('data-router')).toBe('yes');
    expect(privacy.getAttribute('href')).toBe('/privacy');
  });

  it('adds the class hooks of its parts', async () => {
    await renderWithStowly(
      <AppFrame tenantName="Nordbox" links={links}>
        <p>Page</p>
      </AppFrame>,
      { theme: { elements: { AppFrameHeader: 'brand-header', AppFrameFooter: 'brand-footer' } } },
    );
    expect(screen.getByRole('banner').className).toBe('stowly-AppFrameHeader brand-header');
    expect(screen.getByRole('contentinfo').className).toBe('stowly-AppFrameFooter brand-footer');
  });
});
