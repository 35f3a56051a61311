import { APPS, appPath } from './lib/apps';
import { run } from './lib/run';
import { writeTemplatePages } from './lib/template-pages';
import { defaultLayout } from '../infra/local/site-layout';

/**
 * Builds every app in production mode and the pages of every route. Pass app names
 * (`npm run build -- mfe-content`) to rebuild only those apps; pages are always refreshed.
 */
const requested = process.argv.slice(2);
const apps = requested.length ? APPS.filter((app) => requested.includes(app)) : APPS;
if (requested.length && apps.length !== requested.length) {
  console.error(`Unknown app in: ${requested.join(', ')}. Apps: ${APPS.join(', ')}`);
  process.exit(2);
}

for (const app of apps) {
  console.log(`\n▶ building ${app}`);
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: appPath(app) });
}
const layout = defaultLayout();
const count = await writeTemplatePages(layout.shellDir, layout.pagesDir);
console.log(`\n✓ built ${apps.join(', ')} and ${count} pages`);
