import { describe, expect, it } from 'vitest';
import { appearanceToTheme } from '../appearanceToTheme';
import { defaultThemeVariables } from '../defaultTheme';
import { fontFaceCss, themeToStyle } from '../themeToCss';

describe('themeToStyle', () => {
  it('writes every variable to its --stowly- custom property', () => {
    const style = themeToStyle(appearanceToTheme(null));
    expect(style).toEqual({
      '--stowly-color-primary': '#265E92',
      '--stowly-color-secondary': '#C4DDF1',
      '--stowly-color-danger': '#CA3E3E',
      '--stowly-color-success': '#69CA4A',
      '--stowly-color-text': '#132B40',
      '--stowly-color-background': '#FAFAFA',
      '--stowly-color-gray-light': '#EBEDEF',
      '--stowly-color-gray': '#D5D5D5',
      '--stowly-color-gray-dark': '#8E8E8E',
      '--stowly-color-header-background': '#FFFFFF',
      '--stowly-color-header-text': '#000000',
      '--stowly-color-on-primary': '#FFFFFF',
      '--stowly-font-family': defaultThemeVariables.fontFamily,
    });
  });

  it('carries tenant values and the tenant font stack', () => {
    const theme = appearanceToTheme({
      colors: {
        primary: '#C4DDF1',
        secondary: '#000',
        error: '#f00',
        text: '#111',
        background: '#fff',
        disabled: '#ccc',
        darkDisabled: '#888',
        headerBackground: '#fff',
        headerText: '#000',
      },
      font: { name: 'Open Sans', variants: {} },
    });
    const style = themeToStyle(theme);
    expect(style['--stowly-color-primary']).toBe('#C4DDF1');
    expect(style['--stowly-color-on-primary']).toBe('#111');
    expect(style['--stowly-font-family']).toBe(`"Open Sans", ${defaultThemeVariables.fontFamily}`);
  });

  it('leaves out missing and unsafe values so the CSS fallbacks apply', () => {
    expect(
      themeToStyle({
        variables: {
          colorPrimary: 'red;}body{display:none',
          colorText: '#123456',
          fontFamily: 'x;}body{display:none',
        },
      }),
    ).toEqual({ '--stowly-color-text': '#123456' });
  });
});

describe('fontFaceCss', () => {
  it('writes one @font-face rule per file with font-display: swap', () => {
    const css = fontFaceCss([
      { family: 'Open Sans', weight: 400, url: '/fonts/open-sans-400.woff2' },
      { family: 'Open Sans', weight: 700, url: 'https://fonts.example.com/open-sans-700.woff2' },
    ]);
    expect(css).toBe(
      [
        '@font-face {',
        '  font-family: "Open Sans";',
        '  src: url("/fonts/open-sans-400.woff2");',
        '  font-weight: 400;',
        '  font-style: normal;',
        '  font-display: swap;',
        '}',
        '@font-face {',
        '  font-family: "Open Sans";',
        '  src: url("https://fonts.example.com/open-sans-700.woff2");',
        '  font-weight: 700;',
        '  font-style: normal;',
        '  font-display: swap;',
        '}',
      ].join('\n'),
    );
    expect(css.match(/font-display: swap;/g)).toHaveLength(2);
  });

  it('escapes quotes, backslashes and angle brackets in URLs', () => {
    const css = fontFaceCss([{ family: 'Brand', weight: 400, url: '/f"o)nt</style>.woff2' }]);
    expect(css).toContain('src: url("/f\\22 o)nt\\3c /style\\3e .woff2");');
    expect(css).not.toContain('</style>');
  });

  it('gives no rules for no fonts or for fonts that fail the checks', () => {
    expect(fontFaceCss([])).toBe('');
    expect(
      fontFaceCss([
        { family: 'Bad"; } body { x', weight: 400, url: '/a.woff2' },
        { family: 'Brand', weight: 450, url: '/a.woff2' },
        { family: 'Brand', weight: 400, url: 'javascript:alert(1)' },
        { family: 'Brand', weight: 400, url: '//evil.example/a.woff2' },
      ]),
    ).toBe('');
  });
});
