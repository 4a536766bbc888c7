// `npm start` serves the built app: build it when there is no build, or when a source file is
// newer than the build, so a fresh clone needs only `npm ci && npm start`.
import { buildWebApp, webBuildState } from './web-build.mjs';

const state = webBuildState();
if (state !== 'current') {
  console.log(
    state === 'missing' ? 'Building the web app (first start)…' : 'Sources changed since the last build; rebuilding the web app…',
  );
  buildWebApp();
}
