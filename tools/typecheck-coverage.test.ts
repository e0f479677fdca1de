import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `npm run typecheck` is `tsc -b` of the root tsconfig.json: a workspace it does not reference,
 * directly or through another, is never type-checked, and nothing else would say so.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readJson<T>(file: string): T {
  const { config, error } = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config as T;
}

/** The folders of package.json's `workspaces` ("apps/*" and the like). */
function workspaces(): string[] {
  const { workspaces: globs } = readJson<{ workspaces: string[] }>(path.join(root, 'package.json'));
  return globs.flatMap((glob) => {
    const parent = path.join(root, glob.replace(/\/\*$/, ''));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(parent, entry.name, 'package.json')))
      .map((entry) => path.join(parent, entry.name));
  });
}

/** The projects `tsc -b` builds from `tsconfig`: itself and all it references, transitively. */
function builtProjects(tsconfig: string, seen = new Set<string>()): Set<string> {
  const folder = path.dirname(tsconfig);
  if (seen.has(folder)) return seen;
  seen.add(folder);
  const { references = [] } = readJson<{ references?: { path: string }[] }>(tsconfig);
  for (const reference of references) builtProjects(path.join(folder, reference.path, 'tsconfig.json'), seen);
  return seen;
}

describe('npm run typecheck', () => {
  it('checks every workspace', () => {
    const script = readJson<{ scripts: Record<string, string> }>(path.join(root, 'package.json')).scripts
      .typecheck;
    expect(script).toMatch(/tsc -b$/);
    const built = builtProjects(path.join(root, 'tsconfig.json'));
    const found = workspaces();
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.filter((folder) => !built.has(folder)).map((folder) => path.relative(root, folder))).toEqual(
      [],
    );
  });
});
