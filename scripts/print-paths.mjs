// Loads the path printer through Vite, because the machines' messages use Lingui macros that
// only Vite's plugins compile.
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { printPaths } = await server.ssrLoadModule('/machines/print-paths.ts');
  printPaths();
} finally {
  await server.close();
}
