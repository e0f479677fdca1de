import { checkCommand } from './commands/check';
import { contactsCommand } from './commands/contacts';
import { didCommand } from './commands/did';
import { assertCommand, sealCommand, signCommand, unsealCommand, verifyCommand } from './commands/files';
import { initCommand } from './commands/init';
import { invitationCommand } from './commands/invitation';
import { print } from './commands/output';
import { profileCommand } from './commands/profile';
import { scanCommand } from './commands/scan';
import { tokenCommand } from './commands/token';
import { USAGE } from './commands/usage';
import { ServerRefusedError } from './errors';

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  init: initCommand,
  did: didCommand,
  profile: profileCommand,
  scan: scanCommand,
  token: tokenCommand,
  invitation: invitationCommand,
  sign: signCommand,
  verify: verifyCommand,
  seal: sealCommand,
  unseal: unsealCommand,
  assert: assertCommand,
  contacts: contactsCommand,
  check: checkCommand,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  if (name === 'help' || wantsHelp(argv)) {
    print(USAGE);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Error: Unknown command "${name}": run sigil-wallet --help\n`);
    return 1;
  }
  try {
    await command(args);
    return 0;
  } catch (error) {
    process.stderr.write(`Error: ${errorLine(error)}\n`);
    return 1;
  }
}

function wantsHelp(argv: string[]): boolean {
  const beforeSeparator = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  return beforeSeparator.some((arg) => arg === '--help' || arg === '-h');
}

/** One line for the user; never a stack trace. */
function errorLine(error: unknown): string {
  if (error instanceof ServerRefusedError) return `The server refused: ${error.message}`;
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (code?.startsWith('ERR_PARSE_ARGS')) {
    // Node appends a long hint after the first sentence; ours is shorter.
    return `${error.message.split('. ')[0]} (see sigil-wallet --help)`;
  }
  return error.message.replace(/\s*\n\s*/g, ' ');
}

process.exitCode = await main(process.argv.slice(2));
