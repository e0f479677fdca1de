import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest story files, slowest first (seconds on the 2-core CI machine, two files at a time,
 * 2026-11-27). Without a record of earlier runs, as on a clean CI machine, Vitest starts the
 * largest files first; the accessibility sweep was one of the smallest and the slowest (195 s), so
 * it ran last, alone, while the other worker had nothing left to do. A file missing here runs
 * after these, largest first: the list only decides the order, never what runs.
 */
const SLOWEST_FIRST = [
  'accessibility.e2e.ts', // the public screens, the provider's and an individual's: 138 s
  'invitations.e2e.ts', // 122–133 s
  'accessibility-organisation.e2e.ts', // 108 s
  'roles.e2e.ts', // 91–109 s
  'faults.e2e.ts', // 76–80 s
  'gallery.e2e.ts', // 64–74 s
  'shell.e2e.ts', // 58–67 s
];

const rank = (spec: TestSpecification): number => {
  const at = SLOWEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return at === -1 ? SLOWEST_FIRST.length : at;
};

/** The listed files first, in their order; then the rest in Vitest's (a stable sort keeps it). */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
