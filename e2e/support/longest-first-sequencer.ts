import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest story files, slowest first (seconds on the 2-core CI machine, three files at a time,
 * 2026-12-01, AMD). Without a record of earlier runs, as on a clean CI machine, Vitest starts the
 * largest files first; a slow small file would run last, alone, while the other workers had
 * nothing left to do. A file missing here runs after these, largest first: the list only decides
 * the order, never what runs.
 */
const SLOWEST_FIRST = [
  'faults.e2e.ts', // 103 s: servers killed and started again
  'invitations.e2e.ts', // 70 s
  'phone-wallet.e2e.ts', // 63 s
  'organisation-lifecycle.e2e.ts', // 43 s
  'roles.e2e.ts', // 42 s
  'accessibility.e2e.ts', // 39 s
  'gallery.e2e.ts', // 34 s
  'endorsements.e2e.ts', // 34 s
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
