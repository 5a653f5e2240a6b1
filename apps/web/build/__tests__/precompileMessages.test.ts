import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from '../precompileMessages';

const CATALOG = '/repo/packages/booking/src/core/i18n/catalogs/sv.ts';

/** Runs the plugin's catalog transform on `code` (as Vite does, after the TypeScript transform). */
function transform(code: string, id = CATALOG): string | null {
  const plugin = precompileMessages().find((each) => each.name === 'stowly:precompile-messages') as Plugin;
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

  it('leaves modules other than the SDK catalogs alone', () => {
    expect(transform("export default { a: 'Hi {name}' };", '/repo/apps/web/src/main.tsx')).toBeNull();
  });

  it('fails the build on a message ICU cannot parse, naming the file and the text', () => {
    expect(() =>
      transform("export default { 'ui.unitType.priceFromMonthly': 'From {price per month' };"),
    ).toThrow(/catalogs\/sv\.ts: the message "From \{price per month" is not valid ICU/);
  });
});
