import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { databaseLocation } from '../db/location';
import { holdDataDir } from '../db/transfer/data-dir-hold';
import { seedActivities } from './seed-activities';

const USAGE = `Usage: npm run seed:activities -- --rows N [--orgs K] [--holders H] [--days D] [--seed S]

Loads N generated activities into the configured database (DATABASE_URL, else DATA_DIR/pglite;
refused while a server has the embedded one open). K organisations (default 20: the registered
ones first, then new DIDs), H holders (default 1000: registered identities first, then new ones
with real keys), spread over the last D days (default 365).`;

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    orgs: { type: 'string', default: '20' },
    holders: { type: 'string', default: '1000' },
    days: { type: 'string', default: '365' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h' },
  },
});

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

function positive(name: string, text: string | undefined): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a whole number of at least 1\n\n${USAGE}`);
    process.exit(2);
  }
  return number;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const rows = positive('rows', values.rows);
const config = loadConfig();
const location = databaseLocation(config);
let lastShown = 0;
const hold =
  location.kind === 'pglite'
    ? await holdDataDir(config.dataDir).catch((error: Error) => exit(error.message))
    : null;
const result = await seedActivities(location, {
  rows,
  orgs: positive('orgs', values.orgs),
  holders: positive('holders', values.holders),
  days: positive('days', values.days),
  seed: positive('seed', values.seed),
  didMethod: config.didMethod,
  onProgress: (written) => {
    if (written - lastShown >= 1_000_000 || written === rows) {
      lastShown = written;
      console.log(`${written.toLocaleString('en')} rows`);
    }
  },
});
await hold?.release();
const where = location.kind === 'postgres' ? 'PostgreSQL' : location.dataDir;
console.log(
  `Seeded ${result.rows.toLocaleString('en')} activities of ${result.orgDids.length} organisations and ${result.holderDids.length} holders into ${where} in ${result.seconds.toFixed(1)} s.`,
);
