import type { RoutineAttachmentPack } from '../../zh-cn/pages/routine-attachment';

const routineAttachment: RoutineAttachmentPack = {
  id: 'ID',
  topic: 'Topic',
  admin: { nickname: 'Uploaded by admin' },
  user: { nickname: 'Uploaded by member' },
  preview: 'Preview',
  name: 'Original name',
  size: 'Size',
  mimetype: 'Type',
  quote: 'Upload (reference) times',
  last_upload_time: 'Last upload time',
  url: 'Path',
  operate: 'Operate',
  upload: 'Upload files',
};

export default routineAttachment;
