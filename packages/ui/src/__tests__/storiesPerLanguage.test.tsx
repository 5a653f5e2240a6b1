// @vitest-environment jsdom
/// <reference types="vite/client" />
/**
 * Every story of @stowly/ui (the parts of the booking pages, checkout, portal and shell), rendered
 * in each of the 14 languages with the real catalogs: no visible text or accessible label may show
 * a message key (a missing message) or ICU syntax left unformatted (`{`, `}`: a broken placeholder
 * or an apostrophe that quotes one). Play functions are left out: they look for English texts.
 */
import { composeStories } from '@storybook/react-vite';
import { loadCatalog, SUPPORTED_LANGUAGES } from '@stowly/booking';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> };
const storyFiles = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

/** The module with each story's play function removed (the default export, the meta, stays). */
function withoutPlay(module: StoriesModule): StoriesModule {
  return Object.fromEntries(
    Object.entries(module).map(([name, story]) =>
      name !== 'default' && typeof story === 'object' && story !== null
        ? [name, { ...story, play: undefined }]
        : [name, story],
    ),
  ) as StoriesModule;
}

/** The attributes whose values people hear or see besides the text. */
const LABEL_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** What a person sees or hears of `root`: each of its text nodes and labels. */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== 'STYLE' && parent !== 'SCRIPT' && node.textContent) texts.push(node.textContent);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of LABEL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The problems in `texts`: message keys shown as text, and raw ICU braces. */
function messageProblems(texts: readonly string[], keys: ReadonlySet<string>): string[] {
  const areas = new Set([...keys].map((key) => key.slice(0, key.indexOf('.'))));
  const problems = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g)) {
      // A key of the catalog, or one in a catalog area (`ui.…`, `consent.…`) that no catalog has.
      const area = match[0].slice(0, match[0].indexOf('.'));
      if (keys.has(match[0]) || areas.has(area)) problems.add(`message key shown: ${match[0]}`);
    }
    const brace = text.search(/[{}]/);
    if (brace >= 0) problems.add(`raw ICU text: …${text.slice(Math.max(0, brace - 30), brace + 30)}…`);
  }
  return [...problems];
}

const mounted: HTMLElement[] = [];
afterEach(() => {
  cleanup();
  for (const element of mounted.splice(0)) element.remove();
  for (const announcer of document.querySelectorAll('[data-live-announcer]')) announcer.remove();
});

describe.each(SUPPORTED_LANGUAGES)('every story in %s', (language) => {
  it('shows no message key and no raw ICU text', { timeout: 300_000 }, async () => {
    const keys = new Set(Object.keys(await loadCatalog('en')));
    // Proof that the stories speak this language: the cookie dialog's button in its words.
    const acceptAll = (await loadCatalog(language))['consent.acceptAll'];
    if (typeof acceptAll !== 'string') throw new Error('The source catalogs hold ICU text.');
    let sawLanguage = false;
    const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, language } };
    const problems: string[] = [];
    let rendered = 0;
    for (const [file, module] of Object.entries(storyFiles)) {
      const stories: Record<string, ComposedStory> = composeStories(withoutPlay(module), annotations);
      for (const [name, Story] of Object.entries(stories)) {
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        mounted.push(canvasElement);
        await Story.run({ canvasElement });
        await waitFor(() => expect(canvasElement.querySelector('.stowly-Root')).not.toBeNull());
        // The whole body: dialogs, popovers and toasts render in portals.
        sawLanguage ||= document.body.textContent?.includes(acceptAll) === true;
        for (const problem of messageProblems(shownTexts(document.body), keys)) {
          problems.push(`${file} ${name}: ${problem}`);
        }
        cleanup();
        for (const element of mounted.splice(0)) element.remove();
        rendered += 1;
      }
    }
    expect(rendered).toBeGreaterThan(100);
    expect(sawLanguage).toBe(true);
    expect(problems).toEqual([]);
  });
});
