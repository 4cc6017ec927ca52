import '@ant-design/v5-patch-for-react-19';
import './styles/global.css';
import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startBootProgress } from './app/navigation-progress';
import { applyDarkClass, resolveDark, systemPrefersDark } from './app/theme';
import { currentLang, htmlLang, initI18n } from './lang/i18n';
import { loadAntdLocale } from './lang/antd-locale';
import { useColorMode } from './stores/color-mode';

// zod probes `new Function` to compile fast parsers; the CSP forbids eval (and reports the probe)
z.config({ jitless: true });

async function start() {
  // before anything paints, so a dark page does not flash white
  applyDarkClass(resolveDark(useColorMode.getState().mode, systemPrefersDark()));
  startBootProgress();

  const lang = currentLang();
  document.documentElement.lang = htmlLang(lang);
  // "add to home screen" names the app in the reader's language (the server writes the manifest)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${lang}`);
  const [locale] = await Promise.all([loadAntdLocale(lang), initI18n(lang)]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createAppRouter()} locale={locale} />
    </StrictMode>,
  );
}

void start();
