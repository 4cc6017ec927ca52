import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as antd from 'antd';
import * as reactI18next from 'react-i18next';

/**
 * What the host app lends to installed modules' web builds (modules-src/README.md): a module is
 * an ES module built apart, whose imports of these packages are rewritten at its build into
 * reads of `globalThis.__FRANCHISE_HOST__[<specifier>]`, so it runs on the host's one React,
 * antd and i18n instance. This file is a chunk of its own, loaded with the first module.
 */
export const HOST_MODULES = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  antd,
  'react-i18next': reactI18next,
} as const;

declare global {
  var __FRANCHISE_HOST__: typeof HOST_MODULES | undefined;
}

/** Loads a module's web file (an ES module by URL), the host's packages lent first. */
export async function importModuleFile<T>(url: string): Promise<T> {
  globalThis.__FRANCHISE_HOST__ ??= HOST_MODULES;
  return (await import(/* @vite-ignore */ url)) as T;
}
