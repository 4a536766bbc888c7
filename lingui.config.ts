import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  // File names without line numbers, so moving code does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
});
