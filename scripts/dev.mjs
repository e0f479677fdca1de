// `npm run dev`: the API server (tsx watch, port 8080) and Vite (port 5173, proxying /api) together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@sigil/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@sigil/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
