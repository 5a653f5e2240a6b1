// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFocus } from '../RouteFocus';

afterEach(cleanup);

function Page(props: { title: string; next?: string }): ReactNode {
  const navigate = useNavigate();
  return (
    <main>
      <h1>{props.title}</h1>
      {props.next ? (
        <button type="button" onClick={() => void navigate(props.next ?? '/')}>
          Next
        </button>
      ) : null}
    </main>
  );
}

/** A page that puts the focus on a heading of its own, as the options page does. */
function SelfFocusingPage(): ReactNode {
  const own = useRef<HTMLHeadingElement>(null);
  useEffect(() => own.current?.focus(), []);
  return (
    <main>
      <h1>Options</h1>
      <h2 ref={own} tabIndex={-1}>
        When would you like to move in?
      </h2>
    </main>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteFocus />
            <Outlet />
          </>
        ),
        children: [
          { path: '/a', element: <Page title="First page" next="/b" /> },
          { path: '/b', element: <Page title="Second page" /> },
          { path: '/c', element: <SelfFocusingPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteFocus', () => {
  it('leaves the first page of a load alone', async () => {
    renderAt('/a');
    await screen.findByRole('heading', { name: 'First page' });
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus to the new page heading after a navigation, making it focusable', async () => {
    renderAt('/a');
    const next = await screen.findByRole('button', { name: 'Next' });
    next.focus();
    act(() => next.click());
    const heading = await screen.findByRole('heading', { name: 'Second page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the focus a page placed in its own content', async () => {
    const router = renderAt('/a');
    await screen.findByRole('heading', { name: 'First page' });
    await act(() => router.navigate('/c'));
    const own = await screen.findByRole('heading', { name: 'When would you like to move in?' });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.activeElement).toBe(own);
  });
});
