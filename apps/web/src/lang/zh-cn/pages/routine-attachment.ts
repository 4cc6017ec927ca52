/** Attachments (routine/attachment): column titles and form labels by field name. */
const routineAttachment = {
  id: 'ID',
  topic: '细目',
  admin: { nickname: '上传管理员' },
  user: { nickname: '上传会员' },
  preview: '预览',
  name: '原始名称',
  size: '大小',
  mimetype: '类型',
  quote: '上传(引用)次数',
  last_upload_time: '最后上传时间',
  url: '物理路径',
  operate: '操作',
  upload: '上传文件',
};

export type RoutineAttachmentPack = typeof routineAttachment;
export default routineAttachment;
