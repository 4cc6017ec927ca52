/** Keeps only the keys of `template` from `data`: the server sends fields the client does not store. */
export function pickKnown<T extends object>(template: T, data: Partial<T>): Partial<T> {
  const known = Object.keys(template) as (keyof T)[];
  return Object.fromEntries(known.filter((key) => key in data).map((key) => [key, data[key]])) as Partial<T>;
}
