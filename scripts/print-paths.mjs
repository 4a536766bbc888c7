// Writes the QA checklists (docs/qa/) through Vite, because the machines' messages use Lingui macros that
// only Vite's plugins compile.
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { writeQaChecklists } = await server.ssrLoadModule('/machines/print-paths.ts');
  writeQaChecklists();
} finally {
  await server.close();
}
