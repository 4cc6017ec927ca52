import type { ComponentType } from 'react';
import { getWebEntries, type WebEntry } from '../api/module';
import { registerEditor, type EditorProps } from '../components/form-item/editor/editor-registry';
import type { PageRegistry } from './rules/rule-routes';

let entries: Promise<WebEntry[]> | null = null;
/** The editor module's file registered (changed only by the answers, so an editor registered otherwise stays). */
let editorUrl: string | undefined;

/**
 * The enabled modules' web parts (`/admin/module/webEntries`), asked once when first needed
 * (an editor field shows) and again after the module store changed something. An editor module
 * registers the rich-text editor, loaded by URL on demand (app/module-host.ts).
 */
export function loadModuleWeb(): Promise<WebEntry[]> {
  entries ??= Promise.resolve()
    .then(getWebEntries)
    .then(
      (res) => {
        const modules = res?.modules ?? [];
        const url = modules.find((m) => m.editor)?.editor;
        if (url !== editorUrl) {
          editorUrl = url;
          registerEditor(url ? () => import('./module-host').then((host) => host.importModuleFile<{ default: ComponentType<EditorProps> }>(url)) : null);
        }
        return modules;
      },
      () => {
        entries = null;
        return [];
      },
    );
  return entries;
}

/** After an install, enable, disable or uninstall: the next field asks again. */
export function refreshModuleWeb(): Promise<WebEntry[]> {
  entries = null;
  return loadModuleWeb();
}

/** The admin pages the enabled modules bring, by rule name: loaded by URL on first visit, on the host's packages. */
export function modulePages(modules: readonly WebEntry[]): PageRegistry {
  const pages: Record<string, { load: () => Promise<{ default: ComponentType }> }> = {};
  for (const m of modules) {
    for (const [rule, url] of Object.entries(m.pages ?? {})) {
      pages[rule] = { load: () => import('./module-host').then((host) => host.importModuleFile<{ default: ComponentType }>(url)) };
    }
  }
  return pages;
}
