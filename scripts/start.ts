import { run } from './lib/run';

/** `npm start`: the production build of every app, then the local twin serving it on one port. */
await run('npm', ['run', '--silent', 'build']);
await run('npx', ['tsx', 'platform/twin/main.ts']);
