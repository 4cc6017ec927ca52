import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';

/** A round avatar with a person icon when there is no image (or it fails to load); decorative. */
export function AdminAvatar({ src, size }: { src?: string; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className="admin-avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.55) }} aria-hidden="true">
      {showImage ? <img src={src} alt="" onError={() => setFailed(src ?? null)} /> : <UserOutlined />}
    </span>
  );
}
