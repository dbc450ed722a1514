// Development: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
