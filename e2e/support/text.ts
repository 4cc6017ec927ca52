/** A pattern matching a string that ends with `text` taken literally (a URL, a file name). */
export const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
