import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PACKAGE_MANAGERS } from './commands.ts';

export const terminalConfigSchema = z.object({
  manager: z.enum(PACKAGE_MANAGERS),
  port: z.number().int().min(1).max(65535),
});
export type TerminalConfig = z.infer<typeof terminalConfigSchema>;

/** Spec section 9: package manager pnpm, port 8000. */
export const DEFAULT_TERMINAL_CONFIG: TerminalConfig = { manager: 'pnpm', port: 8000 };

/**
 * The terminal's configuration file (BuildAdmin's `config/terminal.php`): `DATA_DIR/terminal.json`,
 * read once and rewritten on change. A missing or unreadable file is the defaults.
 */
export class TerminalConfigFile {
  private current: TerminalConfig;
  private json: string;

  constructor(readonly path: string) {
    this.current = this.read();
    this.json = this.bootstrapJson();
  }

  static inDataDir(dataDir: string) {
    return new TerminalConfigFile(path.join(dataDir, 'terminal.json'));
  }

  private read(): TerminalConfig {
    try {
      const parsed = terminalConfigSchema.partial().safeParse(JSON.parse(fs.readFileSync(this.path, 'utf8')));
      return { ...DEFAULT_TERMINAL_CONFIG, ...(parsed.success ? parsed.data : {}) };
    } catch {
      return { ...DEFAULT_TERMINAL_CONFIG };
    }
  }

  get(): TerminalConfig {
    return this.current;
  }

  /** The `terminal` block of `/admin/Index/index` (reference 3.1); the same string until a change. */
  get bootstrap(): string {
    return this.json;
  }

  private bootstrapJson() {
    return JSON.stringify({ phpDevelopmentServer: false, npmPackageManager: this.current.manager });
  }

  /** Writes the changed values; throws when the file cannot be written (the caller answers with the reference's error). */
  update(change: Partial<TerminalConfig>): TerminalConfig {
    const next = { ...this.current, ...change };
    fs.mkdirSync(path.dirname(this.path), { recursive: true });
    const temp = `${this.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(next, null, 2) + '\n');
    fs.renameSync(temp, this.path);
    this.current = next;
    this.json = this.bootstrapJson();
    return next;
  }
}

const files = new Map<string, TerminalConfigFile>();

/** The configuration file of a data folder (one object per folder, shared by the routes and the bootstrap). */
export function terminalConfigOf(dataDir: string): TerminalConfigFile {
  let file = files.get(dataDir);
  if (!file) files.set(dataDir, (file = TerminalConfigFile.inDataDir(dataDir)));
  return file;
}
