import { defineConfig } from '@lingui/conf'

// pt-BR is the source locale: messages are written in Portuguese in the code.
export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en', 'es'],
  fallbackLocales: { default: 'pt-BR' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/mocks'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
    {
      // The demo games share no code with the app, and no catalog either: they ship their own three.
      path: '<rootDir>/demo-game/locales/{locale}/messages',
      include: ['<rootDir>/demo-game/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  orderBy: 'messageId',
})
