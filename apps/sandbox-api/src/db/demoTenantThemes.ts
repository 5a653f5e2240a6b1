import type { Schema } from '@stowly/api-client';

/**
 * The themes of the demo tenants (README: "Demo data"), as their `/setup` Appearance answers them:
 * Nordbox (green, light header, the app's default font) and CityStash (purple, dark header, Inter).
 * The seed stores them and the tenants' logos are drawn in their colours.
 */
export const DEMO_TENANT_THEMES = {
  nordbox: {
    colors: {
      primary: '#1F6F5C',
      secondary: '#CDEBE2',
      error: '#B3261E',
      text: '#10231D',
      background: '#F7FAF9',
      disabled: '#C9D3D0',
      darkDisabled: '#7C8985',
      headerBackground: '#FFFFFF',
      headerText: '#10231D',
    },
    font: null,
  },
  citystash: {
    colors: {
      primary: '#5B2A86',
      secondary: '#EAD9F7',
      error: '#C62828',
      text: '#1E1029',
      background: '#FFFFFF',
      disabled: '#D9D2E0',
      darkDisabled: '#8A7F94',
      headerBackground: '#1E1029',
      headerText: '#FFFFFF',
    },
    font: {
      name: 'Inter',
      variants: {
        '400': '/sandbox-assets/fonts/inter-latin-400-normal.woff2',
        '700': '/sandbox-assets/fonts/inter-latin-700-normal.woff2',
      },
    },
  },
} as const satisfies Record<string, Schema<'Appearance'>>;
