import { knowledgeFileAddInput, knowledgeFileDescription, type KnowledgeFileAddInput, type RowOf } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type FileRow = RowOf<typeof knowledgeFileDescription>;
const LANG = 'knowledge-file';

const table = describedTable(
  knowledgeFileDescription,
  describedColumns<FileRow>(knowledgeFileDescription, LANG, {
    fields: { title: { minWidth: 200 }, status: { render: 'switch' } },
    operate: ['weigh-sort', 'edit', 'delete'],
  }),
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
