// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { FrameRefusal, frameRefusalMessages } from '../FrameRefusal';

afterEach(cleanup);

describe('<FrameRefusal>', () => {
  it('inside the providers: says in the current language that the booking cannot be embedded, with a support email link', async () => {
    const { container } = await renderWithStowly(
      <FrameRefusal area="booking" supportEmail="help@nordbox.example" />,
    );
    const region = screen.getByRole('region', { name: 'This page cannot be shown here' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page cannot be shown here' })).toBeTruthy();
    expect(region.textContent).toContain(
      'Embedding the booking in another website is not supported. Please contact support.',
    );
    expect(region.className).toBe('stowly-StatusPage stowly-FrameRefusal');
    expect(region.getAttribute('data-area')).toBe('booking');
    const link = screen.getByRole('link', { name: 'Contact support at help@nordbox.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@nordbox.example');
    await expectNoAxeViolations(container);
  });

  it('names the customer portal, prefers supportHref over the email, and adds class hooks', async () => {
    await renderWithStowly(<FrameRefusal area="portal" supportHref="https://nordbox.example/contact" />, {
      theme: { elements: { FrameRefusal: 'brand-refusal' } },
    });
    expect(screen.getByRole('region').textContent).toContain(
      'Embedding the customer portal in another website is not supported.',
    );
    expect(screen.getByRole('region').className).toBe('stowly-StatusPage stowly-FrameRefusal brand-refusal');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'https://nordbox.example/contact',
    );
  });

  it('has no link when no support contact is given', async () => {
    await renderWithStowly(<FrameRefusal area="booking" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks German', async () => {
    const { container } = await renderWithStowly(
      <FrameRefusal area="portal" supportEmail="hilfe@citystash.example" />,
      {
        language: 'de',
      },
    );
    expect(
      screen.getByRole('heading', { name: 'Diese Seite kann hier nicht angezeigt werden' }),
    ).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain(
      'Das Einbetten des Kundenportals in eine andere Website wird nicht unterstützt.',
    );
    expect(
      screen.getByRole('link', { name: 'Support unter hilfe@citystash.example kontaktieren' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('with messages: renders without any provider, the given texts and a plain support link', async () => {
    const { container } = render(
      <FrameRefusal
        area="booking"
        supportEmail="help@nordbox.example"
        messages={{ title: 'Not available here', text: 'Please open the booking directly.' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not available here' })).toBeTruthy();
    expect(screen.getByText('Please open the booking directly.')).toBeTruthy();
    // Without a label the link says the address itself.
    const link = screen.getByRole('link', { name: 'help@nordbox.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@nordbox.example');
    expect(container.querySelector('.stowly-Root')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('frameRefusalMessages builds the messages from any formatter, such as a preloaded catalog', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ''}`;
    expect(frameRefusalMessages(t, 'portal', 'a@b.example')).toEqual({
      title: 'ui.status.frameRefusal.title',
      text: 'ui.status.frameRefusal.portalText',
      contactSupport: 'ui.status.action.contactSupportAt{"email":"a@b.example"}',
    });
    expect(frameRefusalMessages(t, 'booking').contactSupport).toBe('ui.status.action.contactSupport');
  });
});
