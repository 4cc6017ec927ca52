/**
 * Generated regions of a file: `// @crud:begin <id>` … `// @crud:end <id>`. Generating again
 * replaces what is between the markers of each region and keeps everything outside them, so hand
 * edits outside the regions survive. A region the new output no longer has is dropped; a region
 * the old file lacks is added where the new output has it (after the region before it).
 */

const BEGIN = /^[ \t]*\/\/ @crud:begin ([a-z0-9-]+)[ \t]*$/;
const END = /^[ \t]*\/\/ @crud:end ([a-z0-9-]+)[ \t]*$/;

export interface Part {
  /** Region id, or undefined for text outside every region. */
  id?: string;
  /** Lines, markers included. */
  lines: string[];
}

/** A file's lines cut into regions and the text between them; an unclosed or nested marker is an error. */
export function splitRegions(text: string): Part[] {
  const parts: Part[] = [];
  let open: Part | undefined;
  let outside: Part = { lines: [] };
  for (const line of text.split('\n')) {
    const begin = BEGIN.exec(line);
    const end = END.exec(line);
    if (begin) {
      if (open) throw new Error(`region ${begin[1]} begins inside region ${open.id}`);
      if (outside.lines.length) parts.push(outside);
      open = { id: begin[1], lines: [line] };
    } else if (end) {
      if (!open || open.id !== end[1]) throw new Error(`region ${end[1]} ends without its beginning`);
      open.lines.push(line);
      parts.push(open);
      open = undefined;
      outside = { lines: [] };
    } else (open ?? outside).lines.push(line);
  }
  if (open) throw new Error(`region ${open.id} is not closed`);
  if (outside.lines.length) parts.push(outside);
  return parts;
}

/** The new generated text merged into an existing file: its regions take the new content, the rest stays as edited. */
export function mergeRegions(existing: string | undefined, generated: string): string {
  if (existing === undefined || existing === generated) return generated;
  const old = splitRegions(existing);
  if (!old.some((p) => p.id)) return generated; // not a generated file (a hand one): replaced as a whole is refused by the writer
  const fresh = splitRegions(generated);
  const freshById = new Map(fresh.filter((p) => p.id).map((p) => [p.id as string, p]));
  const out: Part[] = [];
  const used = new Set<string>();
  for (const p of old) {
    if (!p.id) out.push(p);
    else if (freshById.has(p.id)) {
      out.push(freshById.get(p.id) as Part);
      used.add(p.id);
    }
  }
  // regions new to this generation: after the region that precedes them in the new output
  let after: string | undefined;
  for (const p of fresh) {
    if (!p.id) continue;
    if (!used.has(p.id)) {
      const at = after === undefined ? -1 : out.findIndex((q) => q.id === after);
      out.splice(at + 1, 0, p);
      used.add(p.id);
    }
    after = p.id;
  }
  return out.map((p) => p.lines.join('\n')).join('\n');
}

/** Whether a file was written by the generator (it has generated regions). */
export const isGenerated = (text: string) => text.split('\n').some((l) => BEGIN.test(l));
