/** The designer's language pack (lang/{zh-cn,en}/pages/crud-crud.ts). */
export const LANG = 'crud-crud';
