// `npm run dev`: the API with reload (tsx watch) and the web app with Vite's hot reload.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8000';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
