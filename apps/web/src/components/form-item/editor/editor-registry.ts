import type { ComponentType } from 'react';

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

// the bundled editor: its code (tiptap, ProseMirror) loads only when an editor field shows
let loader: EditorLoader | null = () => import('./TiptapEditor');

/**
 * The editor of `editor` fields, loaded on first use: the bundled one (tiptap) unless a module
 * registers another. With none (`registerEditor(null)`), the field asks to install one first.
 */
export function registerEditor(next: EditorLoader | null): void {
  loader = next;
}

export function editorLoader(): EditorLoader | null {
  return loader;
}
