import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Storybook for @stowly/ui: every `*.stories.tsx` of the ui package, with the accessibility addon.
 * The workspace packages resolve to their sources through the `@stowly/source` condition, as in
 * the tests, so no package has to be built first.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['@stowly/source', ...defaultClientConditions] } }),
};

export default config;
