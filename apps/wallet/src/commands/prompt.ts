import { createInterface } from 'node:readline/promises';

/** Terminal prompts. Questions go to stderr so stdout carries only the command's result. */

export function canPrompt(): boolean {
  return process.stdin.isTTY === true;
}

/** Reads a line without echoing it (raw mode). Ctrl-C cancels. */
export function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();

  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = (outcome: () => void): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        switch (char) {
          case '\r':
          case '\n':
          case '\u0004': // Ctrl-D
            finish(() => resolve(answer));
            return;
          case '\u0003': // Ctrl-C
            finish(() => reject(new Error('Cancelled')));
            return;
          case '\u007f':
          case '\b':
            answer = answer.slice(0, -1);
            break;
          default:
            answer += char;
        }
      }
    };
    stdin.on('data', onData);
  });
}

/** y/yes approves; anything else (including just Enter) declines. */
export async function askYesNo(question: string): Promise<boolean> {
  const readline = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await readline.question(`${question} [y/N] `);
    return /^\s*y(es)?\s*$/i.test(answer);
  } finally {
    readline.close();
  }
}
