import { join, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../core/i18n/languages';
import { loadCatalog } from '../../core/i18n/loadCatalog';
import { hasMessageSyntax } from '../../core/i18n/messageSyntax';
import { type PrecompileMessagesOptions, precompileMessages } from '../precompileMessages';

const PACKAGE = resolve(import.meta.dirname, '../../..');
const CATALOG = join(PACKAGE, 'src/core/i18n/catalogs/sv.ts');

/** Runs the plugin's catalog transform on `code` (as Vite does, after the TypeScript transform). */
function transform(code: string, id = CATALOG, options?: PrecompileMessagesOptions): string | null {
  const plugin = precompileMessages(options).find(
    (each) => each.name === 'stowly:precompile-messages',
  ) as Plugin;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const result = (plugin.transform as (this: typeof context, code: string, id: string) => unknown).call(
    context,
    code,
    id,
  ) as { code: string } | null;
  return result?.code ?? null;
}

/** The default export of a transformed module. */
async function exported(code: string): Promise<Record<string, unknown>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: object };
  return module.default as Record<string, unknown>;
}

describe('precompileMessages', () => {
  it('replaces each catalog message with ICU syntax by its syntax tree and leaves plain text as text', async () => {
    const messages = {
      'booking.step.options': 'Tillval',
      'formValidation.maxLength': 'Ange högst {max} tecken.',
      'ui.unitType.unitsAvailable': '{count, plural, one {# förråd} other {# förråd}} kvar',
      'web.quote': "Det är '{'inte'}' ett argument",
    };
    const code = `import checkout from './checkout/sv';\nexport default {\n${Object.entries(messages)
      .map(([key, message]) => `  ${JSON.stringify(key)}: ${JSON.stringify(message)},`)
      .join('\n')}\n  ...checkout,\n};\n`;
    const output = transform(code);
    expect(output).toContain("import checkout from './checkout/sv';");
    expect(output).toContain('...checkout');
    const catalog = await exported((output ?? '').replace(/^import .*$/m, 'const checkout = {};'));
    expect(catalog['booking.step.options']).toBe('Tillval');
    for (const key of ['formValidation.maxLength', 'ui.unitType.unitsAvailable', 'web.quote'] as const) {
      expect(catalog[key], key).toEqual(parse(messages[key], { ignoreTag: true }));
    }
  });

  it('parses exactly the messages that hasMessageSyntax of @stowly/booking says need parsing', async () => {
    // Every catalog's messages, and text a tenant or a later catalog may bring: an apostrophe alone
    // (ICU's quoting character), quoted braces, plain text.
    const messages = ["L'unité est libre", "It''s free", "'{'literal'}'", 'Plain text', 'Hi {name}'];
    for (const language of SUPPORTED_LANGUAGES) {
      for (const message of Object.values(await loadCatalog(language))) {
        if (typeof message === 'string') messages.push(message);
      }
    }
    const code = `export default ${JSON.stringify(Object.fromEntries(messages.map((message, index) => [`m${index}`, message])))};\n`;
    const catalog = await exported(transform(code) ?? code);
    messages.forEach((message, index) => {
      expect(typeof catalog[`m${index}`] !== 'string', message).toBe(hasMessageSyntax(message));
    });
  });

  it('precompiles the built SDK catalogs and the app catalogs it is given, and leaves other modules alone', () => {
    const code = "export default { a: 'Hi {name}' };";
    expect(transform(code, join(PACKAGE, 'dist/sv-5XK2QJ7A.js'))).toContain('"type":1');
    expect(transform(code, join(PACKAGE, 'dist/chunk-5XK2QJ7A.js'))).toBeNull();
    expect(transform(code, '/repo/apps/web/src/main.tsx')).toBeNull();
    const app = { include: [/[\\/]src[\\/]i18n[\\/]catalogs[\\/]/] };
    expect(transform(code, '/repo/apps/web/src/i18n/catalogs/webFlow/sv.ts', app)).toContain('"type":1');
    expect(transform(code, '/repo/apps/web/src/main.tsx', app)).toBeNull();
  });

  it('fails the build on a message ICU cannot parse, naming the file and the text', () => {
    expect(() =>
      transform("export default { 'ui.unitType.priceFromMonthly': 'From {price per month' };"),
    ).toThrow(/catalogs\/sv\.ts: the message "From \{price per month" is not valid ICU/);
  });
});
