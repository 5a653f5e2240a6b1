// @vitest-environment jsdom
/// <reference types="vite/client" />
/**
 * Every story of @stowly/ui, run as a test: each is composed with the Storybook preview (providers,
 * tenant theme, language), rendered, its play function run, and the result checked with axe. A
 * story that throws, whose play function fails or that has an accessibility violation fails here.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import { expectNoAxeViolations } from './support/renderWithStowly';

setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
/** One story composed with the preview: `run` renders it and plays its play function. */
type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> };
const storyFiles = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

const mounted: HTMLElement[] = [];
afterEach(() => {
  cleanup();
  for (const element of mounted.splice(0)) element.remove();
  // react-aria's screen-reader announcements outlive a story by seconds; each story starts clean.
  for (const announcer of document.querySelectorAll('[data-live-announcer]')) announcer.remove();
});

it('finds the stories', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
});

for (const [file, module] of Object.entries(storyFiles)) {
  const title = (module.default as { title?: string }).title ?? file;
  describe(title, () => {
    const stories: Record<string, ComposedStory> = composeStories(module);
    for (const [name, Story] of Object.entries(stories)) {
      it(name, { timeout: 20_000 }, async () => {
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        mounted.push(canvasElement);
        await Story.run({ canvasElement });
        await waitFor(() => expect(canvasElement.querySelector('.stowly-Root')).not.toBeNull());
        // The whole document, so content in portals (dialogs, popovers, toasts) is checked too.
        // A story is a fragment, not a page: the rule that all content sits in landmarks is off.
        await expectNoAxeViolations(document.body, { rules: { region: { enabled: false } } });
      });
    }
  });
}
