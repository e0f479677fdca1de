import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { readOutbox } from './outbox';

const USAGE = `Usage: npm run mail -- [--count N]

Prints the newest N mails (default 3) the server wrote to DATA_DIR/outbox, which it does when no
SMTP_URL is set: recipient, subject and the text decoded, links whole (an invitation's, say).`;

const { values } = parseArgs({
  options: { count: { type: 'string', default: '3' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--count must be a whole number of at least 1\n\n${USAGE}`);
  process.exit(2);
}
const { dataDir } = loadConfig();
const mails = await readOutbox(dataDir, count);
if (mails.length === 0) console.log(`No mail in ${dataDir}/outbox yet.`);
for (const mail of mails) {
  console.log(`── ${mail.writtenAt.toISOString()}  ${mail.file}`);
  console.log(`To:      ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text.trim()}\n`);
}
