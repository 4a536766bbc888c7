import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS, type Role } from '@/api/contract/roles';

/** Who opens a page: nobody signed in (guest and public pages), or a signed-in user of one of the roles. */
export type Audience = { kind: 'signed-out' } | { kind: 'signed-in'; roles: readonly Role[] };

export interface RoutePage {
  /** The route's id in the file-route tree (`/_auth/dashboard/calls`). */
  id: string;
  /** Its address, with `$params` left in. */
  path: string;
  audience: Audience;
}

interface RouteFile {
  id: string;
  access: keyof typeof ACCESS | undefined;
  hasComponent: boolean;
}

function routeFiles(folder: string): RouteFile[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .flatMap((entry) => {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const id = text.match(/createFileRoute\('([^']+)'\)/)?.[1];
      if (!id) return [];
      const access = text.match(/access: ACCESS\.(\w+)/)?.[1] as keyof typeof ACCESS | undefined;
      return [{ id, access, hasComponent: /\bcomponent\b/.test(text) }];
    });
}

/**
 * Every page of the app's file-route tree, read from the route files themselves so a page added
 * later is found without touching the tests: the routes with no child routes (layouts are not
 * pages) and a component of their own, each with who may open it (its own declared access, else
 * the nearest ancestor's; guest pages signed out, pages behind `_auth` signed in).
 */
export function routePages(folder = path.resolve('src/routes')): RoutePage[] {
  const files = routeFiles(folder);
  const byId = new Map(files.map((file) => [file.id.replace(/\/$/, '') || '/', file]));
  // An index route (`…/`) is a page even though its parent's children share its prefix.
  const isLayout = (id: string) => !id.endsWith('/') && files.some((other) => other.id !== id && other.id.startsWith(`${id}/`));
  return files
    .filter((file) => file.hasComponent && !isLayout(file.id))
    .map((file) => {
      const segments = file.id.split('/').filter(Boolean);
      let access: keyof typeof ACCESS | undefined;
      for (let n = segments.length; n >= 1 && access === undefined; n -= 1) access = byId.get(`/${segments.slice(0, n).join('/')}`)?.access;
      const audience: Audience =
        segments[0] === '_auth' ? { kind: 'signed-in', roles: ACCESS[access ?? 'everyone'] } : { kind: 'signed-out' };
      const address = `/${segments.filter((segment) => !segment.startsWith('_')).join('/')}`;
      return { id: file.id, path: address, audience };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
