import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { preloadListedModules } from './app/module-hints';
import { startProgress } from './app/navigation-progress';
import { reloadOnStaleChunks } from './app/stale-chunks';
import { applyDarkClass, resolveDark, systemPrefersDark } from './app/theme';
import { currentLang, htmlLang, initI18n } from './lang/i18n';
import { useColorMode } from './stores/color-mode';
import { zodJitless, type ZodGlobal } from './utils/zod-jitless';

// zod probes `new Function` to compile fast parsers; the CSP forbids eval (and reports the probe).
// zod keeps its configuration on this global (what `z.config` writes): set here, before any
// schema parses, without loading zod in the entry (a first visit to a login never loads it).
zodJitless(globalThis as ZodGlobal);
reloadOnStaleChunks();

async function start() {
  // before anything paints, so a dark page does not flash white
  applyDarkClass(resolveDark(useColorMode.getState().mode, systemPrefersDark()));
  startProgress();

  const lang = currentLang();
  document.documentElement.lang = htmlLang(lang);
  // "add to home screen" names the app in the reader's language (the server writes the manifest)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${lang}`);
  // the router starts loading the first page's code (and its language packs) now, beside the
  // common pack: a first visit waits for one round of requests, not two
  const router = createAppRouter();
  preloadListedModules();
  await initI18n(lang);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
