// @vitest-environment jsdom
/**
 * `useIdleLoad` says whether a part's chunk is in: false in server HTML and in the render that
 * hydrates it (even when this page has already loaded the chunk), so hydration matches; true
 * right after, and in a render in the browser once the chunk is in.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useIdleLoad } from '../lazyPart';

function PartStatus(props: { part: ReturnType<typeof lazyPart>; shown: boolean[] }): ReactNode {
  const loaded = useIdleLoad(props.part);
  props.shown.push(loaded);
  return loaded ? <p>Calendar ready</p> : <p>Calendar loads when needed</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
});

describe('useIdleLoad', () => {
  it('loads the part once the browser is idle after mount, then says so', async () => {
    const importer = vi.fn(() => Promise.resolve({ Calendar: 'module' }));
    const part = lazyPart(importer);
    const shown: boolean[] = [];
    const view = render(<PartStatus part={part} shown={shown} />);
    expect(view.container.textContent).toBe('Calendar loads when needed');
    await waitFor(() => expect(view.container.textContent).toBe('Calendar ready'));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders as the server did while hydrating when the chunk is already in, then shows it', async () => {
    const part = lazyPart(() => Promise.resolve({ Calendar: 'module' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PartStatus part={part} shown={[]} />);
    expect(container.textContent).toBe('Calendar loads when needed');
    document.body.append(container);

    await part.load();
    const shown: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PartStatus part={part} shown={shown} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shown[0]).toBe(false);
    expect(container.textContent).toBe('Calendar ready');
    container.remove();
  });

  it('shows a part at once in a browser render once its chunk is in', async () => {
    const part = lazyPart(() => Promise.resolve({ Calendar: 'module' }));
    await part.load();
    const shown: boolean[] = [];
    render(<PartStatus part={part} shown={shown} />);
    expect(shown[0]).toBe(true);
  });
});
