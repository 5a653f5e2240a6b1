// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createMemoryHistory } from '../../app/__tests__/support/memoryHistory';
import { useSearchParams } from '../useSearchParams';

afterEach(cleanup);

function Query(): ReactNode {
  const [searchParams, setSearchParams] = useSearchParams();
  const setSection = (replace: boolean) =>
    setSearchParams(
      (current) => {
        current.set('section', 'dates');
        return current;
      },
      { replace },
    );
  return (
    <>
      <output>{searchParams.get('returnTo')}</output>
      <button type="button" onClick={() => setSection(false)}>
        Push
      </button>
      <button type="button" onClick={() => setSection(true)}>
        Replace
      </button>
    </>
  );
}

function renderAt(entry: string) {
  const history = createMemoryHistory([entry]);
  render(
    <Router hook={history.hook}>
      <Query />
    </Router>,
  );
  return history;
}

describe('useSearchParams', () => {
  it('decodes each value once, as the address bar has it', () => {
    renderAt(`/login?returnTo=${encodeURIComponent('/1?note=100%41')}`);
    expect(screen.getByRole('status').textContent).toBe('/1?note=100%41');
  });

  it('changes the query on the same path, as a new entry or in place of the current one', async () => {
    const history = renderAt('/1/unit-type/2/options?lang=sv');
    await userEvent.click(screen.getByRole('button', { name: 'Push' }));
    expect(history.entries).toEqual([
      '/1/unit-type/2/options?lang=sv',
      '/1/unit-type/2/options?lang=sv&section=dates',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(history.entries).toHaveLength(2);
  });
});
