import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, Module boundaries, are ESLint rules (and dpdm
 * for cycles); a rule whose zone never matches passes everything. Each test writes a probe file
 * that breaks one boundary, lints it with the project's own configuration and expects the error
 * (and a probe that keeps the rules, no error).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probes: string[] = [];

function probe(relativePath: string, source: string): string {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  return file;
}

async function ruleIdsOf(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

/** package.json's `lint:cycles`: `dpdm <options> '<glob>' …`. */
function lintCyclesScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts['lint:cycles']!;
}

/** The glob dpdm expands its arguments with (its own dependency, whichever version it is). */
const dpdmGlob = createRequire(createRequire(import.meta.url).resolve('dpdm'))('glob') as {
  globSync(pattern: string, options: { cwd: string }): string[];
};

let eslint: ESLint;
const webFeatures = 'apps/web/src/features';
const serverModules = 'apps/server/src/modules';

beforeAll(() => {
  // Probe features exist before the configuration is read: its zones are made from the folders.
  probe(
    `${webFeatures}/lint-probe-a/probe-a.ts`,
    "import { probeB } from '../lint-probe-b/probe-b';\nexport const probeA = probeB;\n",
  );
  probe(`${webFeatures}/lint-probe-b/probe-b.ts`, 'export const probeB = 1;\n');
  probe(
    'apps/web/src/components/lint-probe-shared.ts',
    "import { probeB } from '../features/lint-probe-b/probe-b';\nexport const shared = probeB;\n",
  );
  probe(
    `${serverModules}/activities/lint-probe-repository.ts`,
    "import { listOrganisations } from '../organisations/organisations.repository';\nexport const reach = listOrganisations;\n",
  );
  probe(
    `${serverModules}/activities/lint-probe-service.ts`,
    "import type { OrganisationsService } from '../organisations/organisations.service';\nexport type Reach = OrganisationsService;\n",
  );
  probe(
    `${serverModules}/activities/lint-probe-drizzle.ts`,
    "import { sql } from 'drizzle-orm';\nexport const query = sql`select 1`;\n",
  );
  probe(
    'apps/web/src/lib/lint-probe-cycle-a.ts',
    "import { b } from './lint-probe-cycle-b';\nexport const a = (): number => b();\n",
  );
  probe(
    'apps/web/src/lib/lint-probe-cycle-b.ts',
    "import { a } from './lint-probe-cycle-a';\nexport const b = (): number => a();\n",
  );
  // The boundaries need no types: the type-aware rules are left to `npm run lint`, which builds
  // TypeScript's programs once; here they cost most of the file's time.
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
});

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
  rmSync(path.join(root, webFeatures, 'lint-probe-a'), { recursive: true, force: true });
  rmSync(path.join(root, webFeatures, 'lint-probe-b'), { recursive: true, force: true });
});

describe('lint boundaries fire', () => {
  it('refuses a web feature importing another feature', async () => {
    expect(await ruleIdsOf(probes[0]!)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*Features never import each other/),
    ]);
  });

  it('refuses shared web code importing a feature', async () => {
    expect(await ruleIdsOf(probes[2]!)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*never imports features/),
    ]);
  });

  it("refuses a server module reaching another module's repository, and lets it use the service", async () => {
    expect(await ruleIdsOf(probes[3]!)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*only through that module's service/),
    ]);
    expect(await ruleIdsOf(probes[4]!)).toEqual([]);
  });

  it('refuses Drizzle outside repositories and db/', async () => {
    expect(await ruleIdsOf(probes[5]!)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only \*\.repository\.ts files and db\/ use Drizzle/),
    ]);
  });

  it('refuses an import cycle (npm run lint:cycles)', () => {
    // The script's own options on the probe, whose imports dpdm follows, and the script's own globs,
    // expanded by dpdm's glob, reach the probe: what the whole script would find, without parsing
    // every file of the repository (12 s; `npm run lint` runs the whole script).
    const words = [...lintCyclesScript().matchAll(/'([^']*)'|(\S+)/g)];
    const globs = words.flatMap(([, quoted]) => (quoted === undefined ? [] : [quoted]));
    const [command, ...options] = words.flatMap(([, quoted, word]) => (quoted === undefined ? [word!] : []));
    expect(command).toBe('dpdm');
    const probeA = 'apps/web/src/lib/lint-probe-cycle-a.ts';
    expect(globs.some((glob) => dpdmGlob.globSync(glob, { cwd: root }).includes(probeA))).toBe(true);
    const run = spawnSync(path.join(root, 'node_modules/.bin/dpdm'), [...options, probeA], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /lint-probe-cycle-(a|b)\.ts -> apps\/web\/src\/lib\/lint-probe-cycle-(a|b)\.ts/,
    );
  });
});
