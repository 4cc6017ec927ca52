import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** Uploads and attachments (reference 8). */
export const pack: MessagePack = {
  'zh-cn': {
    'No files were uploaded': '没有上传文件',
    'No files have been uploaded or the file size exceeds the upload limit of the server': '没有上传文件或文件大小超出服务器的上传限制',
    'The uploaded file is too large (%sMiB), Maximum file size:%sMiB': '上传的文件太大(%sMiB)，最大文件大小：%sMiB',
    'The uploaded file format is not allowed': '上传的文件格式未被允许',
    'The uploaded image file is not a valid image': '上传的图片文件不是有效的图像',
    'The file content does not match its extension': '文件内容与其扩展名不符',
    'Topic format error': '上传存储子目录格式错误',
    'Driver %s not supported': '上传驱动 %s 不被支持',
    'The save name template must give a path under /storage/': '文件保存名模板必须生成 /storage/ 下的路径',
    'File uploaded successfully': '文件上传成功！',
    'Direct upload is not enabled (upload mode local)': '未启用直传（上传模式为本地）',
    'Upload mode %s is not configured': '上传模式 %s 未配置完整',
    'The data of the uploaded file is incomplete!': '上传的文件数据不完整！',
    'The upload key is not allowed': '上传的对象键不被允许',
    'Upload not found': '上传任务不存在或已结束',
    'The uploaded file does not match the announced one': '上传的文件与申报的文件不符',
    'Storage error: %s': '存储服务错误：%s',
    '%d records and files have been deleted': '删除了%d条记录和文件',
    'File name cannot contain slashes or control characters': '文件名不能包含斜杠或控制字符',
    'routine/attachment:Remark lang': '同一文件被多次上传时，只会保存一份文件和一条记录（上传次数累加）；删除记录将同时删除对应的文件！',
  },
  en: {
    'routine/attachment:Remark lang': 'A file uploaded several times is stored once, with one record counting the uploads; deleting a record deletes its file as well.',
  },
};
