import type { ApiAppearance } from '@stowly/ui';

/** A demo tenant the stories can be rendered for: its name and the Appearance its `/setup` sends. */
export interface StoryTenant {
  name: string;
  appearance: ApiAppearance;
}

/**
 * The two tenants of the sandbox API's demo data (apps/sandbox-api/src/db/seed.ts), so the stories
 * show the components as those tenants' customers see them: Nordbox (green, light header, default
 * font) and CityStash (purple, dark header, Inter).
 */
export const storyTenants = {
  nordbox: {
    name: 'Nordbox Self Storage',
    appearance: {
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
  },
  citystash: {
    name: 'CityStash',
    appearance: {
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
      // A system font stands in for the tenant's Inter files, so stories load nothing from a network.
      font: null,
    },
  },
} satisfies Record<string, StoryTenant>;

/** The id of a demo tenant. */
export type StoryTenantId = keyof typeof storyTenants;
