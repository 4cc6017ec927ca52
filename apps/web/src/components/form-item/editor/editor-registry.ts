import { useSyncExternalStore, type ComponentType } from 'react';

/** What a rich-text editor takes: HTML in, HTML out. */
export interface EditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Minimum height of the editing area in pixels. */
  height?: number;
  'aria-labelledby'?: string;
}

export type EditorLoader = () => Promise<{ default: ComponentType<EditorProps> }>;

/**
 * The editor of `editor` fields. The host ships none: the rich-text editor is a module of the
 * module store (modules-src/richtext), registered when installed (app/module-web.ts). With
 * none, the field asks to install one first.
 */
let loader: EditorLoader | null = null;
const listeners = new Set<() => void>();

export function registerEditor(next: EditorLoader | null): void {
  if (next === loader) return;
  loader = next;
  for (const l of listeners) l();
}

export function editorLoader(): EditorLoader | null {
  return loader;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The registered editor, re-rendering when a module registers or removes one. */
export const useEditorLoader = (): EditorLoader | null => useSyncExternalStore(subscribe, editorLoader);
