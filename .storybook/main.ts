import type { StorybookConfig } from '@storybook/react-vite'

// Vite config (aliases, router, Lingui .po compilation) comes from the project's vite.config.ts.
// msw-storybook-addon is deliberately not listed in `addons`: listing it installs its default worker setup,
// while preview.tsx starts the worker itself with the app's base handlers (see the comment there).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker script lives in public/, served from the site root like in the app.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
