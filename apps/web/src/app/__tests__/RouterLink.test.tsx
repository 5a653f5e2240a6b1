// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { RouterLink } from '../RouterLink';
import { createMemoryHistory } from './support/memoryHistory';

afterEach(cleanup);

function renderLinks(entry: string) {
  const history = createMemoryHistory([entry]);
  render(
    <Router hook={history.hook}>
      <RouterLink href="/1">Start</RouterLink>
      <RouterLink href="/1/continue">Continue</RouterLink>
      <RouterLink href="/1/continue" target="_blank">
        Continue in a new tab
      </RouterLink>
      <RouterLink href="https://example.com/privacy">Privacy</RouterLink>
    </Router>,
  );
  return history;
}

describe('RouterLink', () => {
  it('opens app paths in the app, keeping lang, as a new history entry', async () => {
    const history = renderLinks('/1?lang=sv');
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/1/continue?lang=sv');

    await userEvent.click(link);
    expect(history.entries).toEqual(['/1?lang=sv', '/1/continue?lang=sv']);
  });

  it('replaces the entry for a link to the page already shown', async () => {
    const history = renderLinks('/1?lang=sv');
    await userEvent.click(screen.getByRole('link', { name: 'Start' }));
    expect(history.entries).toEqual(['/1?lang=sv']);
  });

  it('leaves links to other sites and to other windows to the browser', () => {
    renderLinks('/1?lang=sv');
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
    const newTab = screen.getByRole('link', { name: 'Continue in a new tab' });
    expect(newTab.getAttribute('href')).toBe('/1/continue?lang=sv');
    // The browser opens it: the click is not taken over by the router.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    newTab.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
