// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch, useLocation } from 'wouter';
import { RouteFocus } from '../RouteFocus';
import { createMemoryHistory } from './support/memoryHistory';

afterEach(cleanup);

function Page(props: { title: string; next?: string }): ReactNode {
  const [, navigate] = useLocation();
  return (
    <main>
      <h1>{props.title}</h1>
      {props.next ? (
        <button type="button" onClick={() => navigate(props.next ?? '/')}>
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
  const history = createMemoryHistory([path]);
  render(
    <Router hook={history.hook}>
      <RouteFocus />
      <Switch>
        <Route path="/a">
          <Page title="First page" next="/b" />
        </Route>
        <Route path="/b">
          <Page title="Second page" />
        </Route>
        <Route path="/c">
          <SelfFocusingPage />
        </Route>
      </Switch>
    </Router>,
  );
  return history;
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
    const history = renderAt('/a');
    await screen.findByRole('heading', { name: 'First page' });
    act(() => history.push('/c'));
    const own = await screen.findByRole('heading', { name: 'When would you like to move in?' });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.activeElement).toBe(own);
  });
});
