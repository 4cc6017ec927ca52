import { knowledgeFileAddInput, knowledgeFileDescription, type KnowledgeFileAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';

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

export const fileForm = describedForm<FileForm>(knowledgeFileDescription, LANG, {
  input: knowledgeFileAddInput,
  fields: {
    file: { visible: is('file', 'video'), rules: ['required'] },
    url: { visible: is('link'), rules: ['required'] },
    content: { visible: is('article') },
    visibility: { blockHelp: () => `${LANG}.visibilityHelp` },
  },
  defaults: { type: 'article', visibility: 'member', status: '1', weigh: 0 },
  width: 860,
});

/** Knowledge files: files, articles, videos and links with who may see them and how often they were viewed and downloaded. */
export default function KnowledgeFilePage() {
  return <DataTable<FileRow> {...table} lang={LANG} form={fileForm} />;
}
