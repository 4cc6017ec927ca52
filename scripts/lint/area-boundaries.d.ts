// Types of area-boundaries.js for the TypeScript that imports it (its test).
import type { ESLint, Rule } from 'eslint';

export declare const boundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
