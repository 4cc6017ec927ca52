import { knowledgeFileAddInput, knowledgeFileDescription, type KnowledgeFileAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

type FileRow = RowOf<typeof knowledgeFileDescription>;
const LANG = 'knowledge-file';

const table = describedTable(
  knowledgeFileDescription,
  columnsOf<FileRow>([
    { field: 'id', width: 80 },
    { field: 'cover', render: 'image', operator: false, width: 80 },
    { field: 'title', minWidth: 200 },
    { field: 'category.name', minWidth: 120 },
    { field: 'type', width: 90 },
    { field: 'visibility', width: 100 },
    { field: 'views', width: 90 },
    { field: 'downloads', width: 90 },
    { field: 'weigh', width: 80, show: false },
    { field: 'status', render: 'switch', width: 90 },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

type FileForm = Omit<KnowledgeFileAddInput, 'status'> & { status?: string };
const is = (...types: string[]) => (values: Partial<FileForm>) => types.includes(String(values.type));

export const fileForm = formSchema<FileForm>({
  input: knowledgeFileAddInput,
  fields: [
    { name: 'category_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'knowledge.Category', field: 'name', params: { isTree: true } } },
    { name: 'title', rules: ['required'] },
    { name: 'type', type: 'radio', rules: ['required'], content: enumContent(knowledgeFileDescription, 'type', LANG) },
    { name: 'file', type: 'file', visible: is('file', 'video'), rules: ['required'] },
    { name: 'url', type: 'url', visible: is('link'), rules: ['required'] },
    { name: 'content', type: 'editor', visible: is('article') },
    { name: 'cover', type: 'image' },
    { name: 'visibility', type: 'radio', content: enumContent(knowledgeFileDescription, 'visibility', LANG), blockHelp: () => `${LANG}.visibilityHelp` },
    { name: 'weigh', type: 'integer' },
    { name: 'status', type: 'radio', content: enumContent(knowledgeFileDescription, 'status', LANG) },
  ],
  defaults: { type: 'article', visibility: 'member', status: '1', weigh: 0 },
  width: 860,
});

/** Knowledge files: files, articles, videos and links with who may see them and how often they were viewed and downloaded. */
export default function KnowledgeFilePage() {
  return <DataTable<FileRow> {...table} lang={LANG} form={fileForm} />;
}
