import { describe, expect, it } from 'vitest';
import { snippetScripts } from '../snippetScripts';

describe('Each GA entry loads the analytics script for its typeId; each GTM entry loads the tag manager script and its noscript frame; neither in development mode', () => {
  it('loads gtag.js with the measurement id for GA', () => {
    const tags = snippetScripts([{ type: 'GA', typeId: 'G-ABC123' }], { development: false });
    expect(tags).toEqual([
      { kind: 'script', src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', async: true },
      { kind: 'gtag-config', id: 'G-ABC123' },
    ]);
  });

  it('loads gtm.js and the noscript iframe for GTM', () => {
    const tags = snippetScripts([{ type: 'GTM', typeId: 'GTM-XYZ9' }], { development: false });
    expect(tags).toEqual([
      { kind: 'gtm-start' },
      { kind: 'script', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9', async: true },
      { kind: 'noscript-iframe', src: 'https://www.googletagmanager.com/ns.html?id=GTM-XYZ9' },
    ]);
  });

  it('loads nothing in development mode', () => {
    expect(
      snippetScripts(
        [
          { type: 'GA', typeId: 'G-ABC123' },
          { type: 'GTM', typeId: 'GTM-XYZ9' },
        ],
        { development: true },
      ),
    ).toEqual([]);
  });

  it('skips ids that could break out of the script and loads duplicates once', () => {
    const tags = snippetScripts(
      [
        { type: 'GA', typeId: "G-1');alert(1);('" },
        { type: 'GTM', typeId: 'GTM-A"><script>' },
        { type: 'GTM', typeId: 'GTM-OK' },
        { type: 'GTM', typeId: 'GTM-OK' },
      ],
      { development: false },
    );
    expect(tags.filter((tag) => tag.kind === 'script')).toEqual([
      { kind: 'script', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-OK', async: true },
    ]);
    expect(JSON.stringify(tags)).not.toContain('alert');
  });

  it('handles a missing list', () => {
    expect(snippetScripts(undefined, { development: false })).toEqual([]);
  });
});
