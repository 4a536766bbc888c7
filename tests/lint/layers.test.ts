import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const OXLINT = path.resolve('node_modules/.bin/oxlint');
const CONFIG = path.resolve('.oxlintrc.json');

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/**
 * Lints files laid out as in this repository (the rules are chosen by path) with the project's
 * own lint configuration, and answers what it printed and whether it failed.
 */
function lint(files: Record<string, string>) {
  tree = mkdtempSync(path.join(tmpdir(), 'lato-lint-'));
  copyFileSync(CONFIG, path.join(tree, '.oxlintrc.json'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), source);
  }
  const run = spawnSync(OXLINT, ['--deny-warnings', '-c', '.oxlintrc.json', '.'], { cwd: tree, encoding: 'utf8' });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

const DOTS = /with no \.\. anywhere in the path/;

describe('the lint rules that keep the layers one way', () => {
  it('passes a file that keeps every rule (the probe itself works)', () => {
    const result = lint({ 'src/ui/fine.ts': "import { z } from 'zod';\nexport const schema = z.string();\n" });
    expect(result.output).toContain('Found 0 warnings and 0 errors');
    expect(result.failed).toBe(false);
  });

  it('refuses a .. in the middle of a path, from shared code to a feature', () => {
    const result = lint({ 'src/ui/probe.ts': "export { x } from './../features/x';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(DOTS);
  });

  it('refuses the server escaping the contract through ..', () => {
    const result = lint({ 'server/src/probe.ts': "export { callApi } from '@/api/contract/../client';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(DOTS);
  });

  it('refuses require()', () => {
    const result = lint({ 'src/ui/probe.ts': "const fs = require('node:fs');\nexport default fs;\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-require-imports');
  });

  it('refuses a machine calling the API client itself', () => {
    const result = lint({ 'machines/probe/probe.machine.ts': "export { callApi } from '@/api/client';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Machines call the API only through the actors a screen provides');
  });

  it('refuses React in a machine', () => {
    const result = lint({ 'machines/probe/probe.machine.ts': "export { useState } from 'react';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Machines hold no UI.');
  });

  it.each([
    ["import { i18n } from '@lingui/core';\nexport const said = i18n._('x');\n", 'the runtime'],
    ["export { errorMessage } from '@/api/errors';\n", 'the translating error mapper'],
    ["export { i18n } from '@/i18n/i18n';\n", "the app's i18n"],
    ["export { useLingui } from '@lingui/react';\n", 'Lingui for React'],
  ])('refuses translated text in a machine (%#: %s)', (source) => {
    const result = lint({ 'machines/probe/probe.machine.ts': source });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Machines keep a problem or a message descriptor');
  });

  it('lets a machine keep a message descriptor and a problem', () => {
    const result = lint({
      'machines/probe/probe.machine.ts':
        "import type { MessageDescriptor } from '@lingui/core';\nimport { msg } from '@lingui/core/macro';\nimport { problemOf } from '@/api/problem';\nexport const failed = (error: unknown): unknown => problemOf(error, msg`Failed` as MessageDescriptor);\n",
    });
    expect(result.output).toContain('Found 0 warnings and 0 errors');
  });

  it('gives src/lib the rules of shared code', () => {
    const result = lint({ 'src/lib/probe.ts': "export { UsersArea } from '@/features/users';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('must not depend on features or routes');
  });

  it('refuses the server importing the web app beyond the contract', () => {
    const result = lint({ 'server/src/probe.ts': "export { useFormat } from '@/ui/format';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('The server may share only the contract');
  });

  it("refuses a feature reaching into another feature's files", () => {
    const result = lint({ 'src/features/projects/probe.ts': "export { usersApi } from '@/features/users/users-api';\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Import a feature only through its public index');
  });

  it("lets a feature split into sub-folders import its own files, and still no other feature's", () => {
    const own = lint({ 'src/features/lato-ai/calls/probe.ts': "export { CALL_STATUS_LABELS } from '@/features/lato-ai/labels';\n" });
    expect(own.output).toContain('Found 0 warnings and 0 errors');
    const other = lint({ 'src/features/lato-ai/calls/probe.ts': "export { usersApi } from '@/features/users/users-api';\n" });
    expect(other.failed).toBe(true);
    expect(other.output).toContain('Import a feature only through its public index');
  });

  it('refuses an import cycle, even of types only', () => {
    const result = lint({
      'server/src/probe/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'server/src/probe/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-cycle');
  });
});
