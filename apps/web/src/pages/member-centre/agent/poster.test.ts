import { describe, expect, it, vi } from 'vitest';
import { posterFile, shareInvite } from './poster';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const invite = { title: 'Site', text: 'Join me', url: 'https://shop.example/user/login?invite=AB12' };

describe('sharing the invite from a phone', () => {
  it('shares the poster image with the link when the browser can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const poster = posterFile(PNG, 'invite-AB12.png');
    expect(poster.type).toBe('image/png');
    expect(poster.size).toBe(8);
    expect(await shareInvite({ share, canShare: (d) => !!d.files }, { ...invite, poster })).toBe('shared-poster');
    expect(share).toHaveBeenCalledWith({ ...invite, files: [poster] });
  });

  it('shares the link alone when files cannot be shared, and copies it without a share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareInvite({ share, canShare: (d) => !d.files }, { ...invite, poster: posterFile(PNG, 'p.png') })).toBe('shared-link');
    expect(share).toHaveBeenCalledWith(invite);
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareInvite({ clipboard: { writeText } }, invite)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Join me https://shop.example/user/login?invite=AB12');
    expect(await shareInvite({}, invite)).toBe('unavailable');
  });

  it('reports a closed share sheet as cancelled, and copies the link when sharing fails otherwise', async () => {
    const aborted = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareInvite({ share: aborted, clipboard: { writeText } }, invite)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareInvite({ share: refused, clipboard: { writeText } }, invite)).toBe('copied');
  });
});
