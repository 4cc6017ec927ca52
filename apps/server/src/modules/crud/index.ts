// What the CRUD generator's area offers others: the manifest of a page it wrote.
export { generatedPage } from './page.ts';
