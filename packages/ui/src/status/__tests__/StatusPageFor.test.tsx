// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import {
  AlreadyBookedPage,
  ESignatureCancelledPage,
  ESignatureExpiredPage,
  ForbiddenPage,
  IdCheckCancelledPage,
  IdCheckExpiredPage,
  IdCheckFailedPage,
  IdCheckInProgressPage,
  NotFoundPage,
  ServerErrorPage,
  SessionEndedPage,
  StatusPageFor,
} from '..';

afterEach(cleanup);

const noop = () => {};

/** Each page with every action given, and what a person sees: heading, text, tone, actions in order. */
const pages: [string, () => ReactElement, string, string, string, string[]][] = [
  [
    'NotFoundPage',
    () => <NotFoundPage backToStart="/" contactSupport="mailto:help@example.com" />,
    'Page not found',
    'The page you are looking for does not exist.',
    'info',
    ['Back to the start page', 'Contact support'],
  ],
  [
    'ForbiddenPage',
    () => <ForbiddenPage signIn="/login" backToStart="/" />,
    'Access denied',
    'You do not have permission to view this page.',
    'warning',
    ['Sign in', 'Back to the start page'],
  ],
  [
    'ServerErrorPage',
    () => <ServerErrorPage retry={noop} backToStart="/" />,
    'Something went wrong',
    'An unexpected error occurred. Please try again later.',
    'error',
    ['Try again', 'Back to the start page'],
  ],
  [
    'SessionEndedPage',
    () => <SessionEndedPage startNewBooking="/en/12" contactSupport="/support" />,
    'Session ended',
    'Your checkout session has ended. Please start your booking again.',
    'info',
    ['Start a new booking', 'Contact support'],
  ],
  [
    'AlreadyBookedPage',
    () => <AlreadyBookedPage startNewBooking="/en/12" contactSupport="/support" />,
    'Already booked',
    'This booking is complete. We have sent the confirmation by email, with a link to your customer portal.',
    'info',
    ['Start a new booking', 'Contact support'],
  ],
  [
    'ESignatureCancelledPage',
    () => <ESignatureCancelledPage signAgain={noop} contactSupport="/support" />,
    'Signature cancelled',
    'You cancelled the signature. Sign the contract to complete your booking.',
    'warning',
    ['Sign the contract again', 'Contact support'],
  ],
  [
    'ESignatureExpiredPage',
    () => <ESignatureExpiredPage signAgain={noop} contactSupport="/support" />,
    'Signature expired',
    'The signing session has expired. Please sign the contract again.',
    'warning',
    ['Sign the contract again', 'Contact support'],
  ],
  [
    'IdCheckCancelledPage',
    () => <IdCheckCancelledPage restartIdCheck={noop} contactSupport="/support" />,
    'Identity check cancelled',
    'You cancelled the identity check. It is needed to complete your booking.',
    'warning',
    ['Start the identity check again', 'Contact support'],
  ],
  [
    'IdCheckExpiredPage',
    () => <IdCheckExpiredPage restartIdCheck={noop} contactSupport="/support" />,
    'Identity check expired',
    'The identity check session has expired. Please start it again.',
    'warning',
    ['Start the identity check again', 'Contact support'],
  ],
  [
    'IdCheckFailedPage',
    () => <IdCheckFailedPage restartIdCheck={noop} contactSupport="/support" />,
    'Identity not confirmed',
    'We could not confirm your identity with this check. Please try again with a valid ID document, or contact support.',
    'error',
    ['Start the identity check again', 'Contact support'],
  ],
  [
    'IdCheckInProgressPage',
    () => <IdCheckInProgressPage onRefresh={noop} contactSupport="/support" />,
    'Identity check in progress',
    'Your identity check is still being processed. This page updates when it is finished.',
    'info',
    ['Check the status again', 'Contact support'],
  ],
];

describe('the ready-made status pages', () => {
  it.each(pages)(
    '%s shows its heading, text, tone and actions in order',
    async (_name, page, title, text, tone, actions) => {
      const { container } = await renderWithStowly(page());
      const region = screen.getByRole('region', { name: title });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(within(region).getByText(text)).toBeTruthy();
      expect(region.getAttribute('data-tone')).toBe(tone);
      const shown = [...region.querySelectorAll('.stowly-StatusPageActions > *')].map(
        (action) => action.textContent,
      );
      expect(shown).toEqual(actions);
      expect(region.querySelector('.stowly-StatusPagePrimaryAction')?.textContent).toBe(actions[0]);
      await expectNoAxeViolations(container);
    },
  );

  it('renders string targets as links with their hrefs', async () => {
    await renderWithStowly(<NotFoundPage backToStart="/en/12" contactSupport="mailto:help@example.com" />);
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/en/12');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders function targets as buttons that call them, by mouse and keyboard', async () => {
    const signAgain = vi.fn();
    const contactSupport = vi.fn();
    await renderWithStowly(<ESignatureExpiredPage signAgain={signAgain} contactSupport={contactSupport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign the contract again' }));
    expect(signAgain).toHaveBeenCalledTimes(1);
    expect(contactSupport).not.toHaveBeenCalled();

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Contact support' }).focus();
    await user.keyboard('{Enter}');
    expect(contactSupport).toHaveBeenCalledTimes(1);
    expect(signAgain).toHaveBeenCalledTimes(1);
  });

  it('shows only the actions whose targets are given; the first one given is the primary action', async () => {
    const { container } = await renderWithStowly(<ForbiddenPage backToStart="/" />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const start = screen.getByRole('link', { name: 'Back to the start page' });
    expect(start.className).toContain('stowly-StatusPagePrimaryAction');
    expect(container.querySelector('.stowly-StatusPageSecondaryAction')).toBeNull();

    cleanup();
    await renderWithStowly(<AlreadyBookedPage />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ID check in progress: the text is a status live region and "Check the status again" calls onRefresh', async () => {
    const onRefresh = vi.fn();
    await renderWithStowly(<IdCheckInProgressPage onRefresh={onRefresh} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your identity check is still being processed. This page updates when it is finished.',
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check the status again' }));
    await user.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('only the in-progress page is a live region', async () => {
    await renderWithStowly(<IdCheckExpiredPage restartIdCheck={noop} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('StatusPageFor renders a page by kind, with a heading level', async () => {
    const retry = vi.fn();
    await renderWithStowly(<StatusPageFor kind="serverError" retry={retry} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks German: the not-found page', async () => {
    const { container } = await renderWithStowly(<NotFoundPage backToStart="/de" contactSupport="/hilfe" />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Die gesuchte Seite existiert nicht.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(screen.getByRole('link', { name: 'Support kontaktieren' }).getAttribute('href')).toBe('/hilfe');
    await expectNoAxeViolations(container);
  });

  it('speaks Swedish: the identity-check-failed page, also by kind', async () => {
    const restartIdCheck = vi.fn();
    await renderWithStowly(<StatusPageFor kind="idCheckFailed" restartIdCheck={restartIdCheck} />, {
      language: 'sv',
    });
    expect(screen.getByRole('heading', { name: 'Identiteten kunde inte bekräftas' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Starta ID-kontrollen/ }));
    expect(restartIdCheck).toHaveBeenCalledTimes(1);
  });

  it('speaks German: the identity-check-expired page', async () => {
    const restartIdCheck = vi.fn();
    await renderWithStowly(<IdCheckExpiredPage restartIdCheck={restartIdCheck} />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Identitätsprüfung abgelaufen' })).toBeTruthy();
    expect(
      screen.getByText('Die Sitzung der Identitätsprüfung ist abgelaufen. Bitte starten Sie sie erneut.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Identitätsprüfung erneut starten' }));
    expect(restartIdCheck).toHaveBeenCalledTimes(1);
  });
});
