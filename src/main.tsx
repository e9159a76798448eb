/**
 * Browser entry of the public site (index.html). Evaluates the site's code in two tasks, with
 * a turn of the event loop between them: the libraries (src/bootFoundation.ts), then the site
 * (src/boot.tsx), whose `start` hydrates the prerendered page. Each is a chunk of its own, so
 * neither evaluation is one long task (Total Blocking Time).
 */
import './theme/fonts.css';

async function main(): Promise<void> {
  await import('./bootFoundation');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./boot');
  await start();
}

void main();
