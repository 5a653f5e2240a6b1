import { describe, expect, it } from 'vitest';
import { type ApiAppearance, appearanceToTheme, isSafeFontUrl } from '../appearanceToTheme';
import { isSafeCssColor } from '../colorValidation';
import { defaultThemeVariables } from '../defaultTheme';

const defaultColors: ApiAppearance['colors'] = {
  primary: '#265E92',
  secondary: '#C4DDF1',
  error: '#CA3E3E',
  text: '#132B40',
  background: '#FAFAFA',
  disabled: '#D5D5D5',
  darkDisabled: '#8E8E8E',
  headerBackground: '#FFFFFF',
  headerText: '#000000',
};

function appearance(colors: Partial<ApiAppearance['colors']>, font: ApiAppearance['font'] = null) {
  return { colors: { ...defaultColors, ...colors }, font };
}

const injections = [
  'red;}body{display:none',
  'red',
  'url(https://evil.example/x.png)',
  'expression(alert(1))',
  'var(--x)',
  '#265E92;}body{display:none',
  '#12345',
  '#GGGGGG',
  'rgb(1, 2, 3);x:y',
  'rgb(var(--x), 2, 3)',
  'rgb(calc(1), 2, 3)',
  'rgb(1 2)',
  'hsl(1 2 3 4 5)',
  'rgb(1, 2, 3 / 4)',
  'rgb(1,2,3) }',
  'transparent',
  'inherit',
  '',
  '   ',
];

describe('appearanceToTheme', () => {
  it('gives the default theme of spec section 9 without an appearance', () => {
    const theme = appearanceToTheme(null);
    expect(theme.variables).toMatchObject({
      colorPrimary: '#265E92',
      colorSecondary: '#C4DDF1',
      colorDanger: '#CA3E3E',
      colorSuccess: '#69CA4A',
      colorText: '#132B40',
      colorBackground: '#FAFAFA',
      colorGrayLight: '#EBEDEF',
      colorGray: '#D5D5D5',
      colorGrayDark: '#8E8E8E',
      colorHeaderBackground: '#FFFFFF',
      colorHeaderText: '#000000',
      colorOnPrimary: '#FFFFFF',
    });
    expect(theme.variables).toEqual(defaultThemeVariables);
    expect(theme.fonts).toEqual([]);
  });

  it('gives the default theme for the API default appearance', () => {
    expect(appearanceToTheme(appearance({}))).toEqual({ variables: defaultThemeVariables, fonts: [] });
  });

  it('passes valid colours through to the matching variables', () => {
    const theme = appearanceToTheme({
      colors: {
        primary: '#123',
        secondary: '#aabbccdd',
        error: 'rgb(200, 10, 10)',
        text: 'rgba(0 0 0 / 0.9)',
        background: 'hsl(210 20% 98%)',
        disabled: 'hsla(0, 0%, 80%, 1)',
        darkDisabled: '  #8e8e8e  ',
        headerBackground: 'rgb(100% 100% 100%)',
        headerText: 'hsl(0.5turn 10% 10%)',
      },
      font: null,
    });
    expect(theme.variables).toMatchObject({
      colorPrimary: '#123',
      colorSecondary: '#aabbccdd',
      colorDanger: 'rgb(200, 10, 10)',
      colorText: 'rgba(0 0 0 / 0.9)',
      colorBackground: 'hsl(210 20% 98%)',
      colorGray: 'hsla(0, 0%, 80%, 1)',
      colorGrayDark: '#8e8e8e',
      colorHeaderBackground: 'rgb(100% 100% 100%)',
      colorHeaderText: 'hsl(0.5turn 10% 10%)',
      colorSuccess: '#69CA4A',
      colorGrayLight: '#EBEDEF',
    });
  });

  it.each(injections)('rejects the colour %j and keeps the default', (value) => {
    expect(isSafeCssColor(value)).toBe(false);
    const colors = Object.fromEntries(
      Object.keys(defaultColors).map((key) => [key, value]),
    ) as ApiAppearance['colors'];
    const theme = appearanceToTheme({ colors, font: null });
    expect(theme.variables).toEqual(defaultThemeVariables);
  });

  it('keeps defaults for colours that are not strings or missing', () => {
    const theme = appearanceToTheme({
      colors: { primary: 42, secondary: null, text: { toString: () => 'red' } },
      font: 'Arial',
    } as unknown as ApiAppearance);
    expect(theme).toEqual({ variables: defaultThemeVariables, fonts: [] });
  });

  it("lays the integrator's values over the appearance, validated, colorOnPrimary derived unless given", () => {
    const theme = appearanceToTheme(null, {
      colorSuccess: '#2E7D32',
      colorPrimary: '#FFD400',
      colorGrayLight: 'url(javascript:alert(1))',
      fontFamily: 'Inter, sans-serif',
    });
    expect(theme.variables).toMatchObject({
      colorSuccess: '#2E7D32',
      colorPrimary: '#FFD400',
      colorGrayLight: defaultThemeVariables.colorGrayLight,
      fontFamily: 'Inter, sans-serif',
      colorOnPrimary: defaultThemeVariables.colorText,
    });
    expect(
      appearanceToTheme(null, { colorPrimary: '#FFD400', colorOnPrimary: '#000000' }).variables
        .colorOnPrimary,
    ).toBe('#000000');
    expect(appearanceToTheme(null, { fontFamily: 'x}body{color:red' }).variables.fontFamily).toBe(
      defaultThemeVariables.fontFamily,
    );
  });

  it('derives colorOnPrimary from the primary colour', () => {
    expect(appearanceToTheme(appearance({ primary: '#265E92' })).variables.colorOnPrimary).toBe('#FFFFFF');
    expect(appearanceToTheme(appearance({ primary: '#C4DDF1' })).variables.colorOnPrimary).toBe('#132B40');
    expect(
      appearanceToTheme(appearance({ primary: '#FFEE00', text: '#222222' })).variables.colorOnPrimary,
    ).toBe('#222222');
  });

  it('uses a valid font and puts its family in front of the default stack', () => {
    const theme = appearanceToTheme(
      appearance(
        {},
        {
          name: 'Open Sans',
          variants: {
            '700': 'https://fonts.example.com/open-sans-700.woff2',
            '400': '/fonts/open-sans-400.woff2',
          },
        },
      ),
    );
    expect(theme.variables.fontFamily).toBe(`"Open Sans", ${defaultThemeVariables.fontFamily}`);
    expect(theme.fonts).toEqual([
      { family: 'Open Sans', weight: 400, url: '/fonts/open-sans-400.woff2' },
      { family: 'Open Sans', weight: 700, url: 'https://fonts.example.com/open-sans-700.woff2' },
    ]);
  });

  it.each([
    'Open Sans";}body{display:none',
    "Open Sans'",
    'Font; x',
    'Font\\',
    'Font\n',
    ' Leading',
    '',
    'a'.repeat(101),
  ])('drops the font named %j', (name) => {
    const theme = appearanceToTheme(appearance({}, { name, variants: { '400': '/f.woff2' } }));
    expect(theme.variables.fontFamily).toBe(defaultThemeVariables.fontFamily);
    expect(theme.fonts).toEqual([]);
  });

  it('keeps only variants with a weight of 100 to 900 in hundreds', () => {
    const theme = appearanceToTheme(
      appearance(
        {},
        {
          name: 'Brand-Font 2',
          variants: {
            '100': '/100.woff2',
            '900': '/900.woff2',
            '0': '/0.woff2',
            '050': '/050.woff2',
            '450': '/450.woff2',
            '1000': '/1000.woff2',
            bold: '/bold.woff2',
            ' 400': '/space.woff2',
          },
        },
      ),
    );
    expect(theme.fonts.map((font) => font.weight)).toEqual([100, 900]);
  });
});

describe('font URL rules', () => {
  it.each([
    'https://fonts.example.com/a.woff2',
    'https://fonts.example.com/a.woff2?v=2#x',
    '/fonts/a.woff2',
    '/a',
    // A development or sandbox API on this machine (the sandbox answers absolute URLs of its origin).
    'http://127.0.0.1:46345/sandbox-assets/fonts/inter-latin-400-normal.woff2',
    'http://localhost:8080/fonts/a.woff2',
    'http://app.localhost/fonts/a.woff2',
    'http://[::1]:8080/fonts/a.woff2',
  ])('accepts %j', (url) => {
    expect(isSafeFontUrl(url)).toBe(true);
  });

  it.each([
    '//evil.example/a.woff2',
    '/\\evil.example/a.woff2',
    'http://fonts.example.com/a.woff2',
    'http://127.0.0.1.evil.example/a.woff2',
    'http://localhost.evil.example/a.woff2',
    'http://10.0.0.1/a.woff2',
    'http://127.0.0.256/a.woff2',
    'https://user:secret@fonts.example.com/a.woff2',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:font/woff2;base64,AAAA',
    'fonts/a.woff2',
    './a.woff2',
    '../a.woff2',
    'https:/a.woff2',
    'https:a.woff2',
    'HTTPS://fonts.example.com/a.woff2 ',
    ' https://fonts.example.com/a.woff2',
    '/a b.woff2',
    '/a\n.woff2',
    '',
    `/${'a'.repeat(2048)}`,
  ])('rejects %j', (url) => {
    expect(isSafeFontUrl(url)).toBe(false);
    const theme = appearanceToTheme(appearance({}, { name: 'Brand', variants: { '400': url } }));
    expect(theme.fonts).toEqual([]);
  });

  it('rejects values that are not strings', () => {
    expect(isSafeFontUrl(undefined)).toBe(false);
    expect(isSafeFontUrl({ href: '/a' })).toBe(false);
  });
});
