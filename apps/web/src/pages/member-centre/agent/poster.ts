import QRCode from 'qrcode';

export interface PosterText {
  siteName: string;
  nickname: string;
  invite: string;
  code: string;
  scan: string;
}

/** The QR code of an invite link as a PNG data URL (the `qrcode` library, error correction M). */
export function qrDataUrl(link: string, size = 240): Promise<string> {
  return QRCode.toDataURL(link, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

const load = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });

/**
 * A shareable poster drawn on a canvas (client side): the site's name, the inviter, the invite code
 * and the QR code of the invite link. Answers a PNG data URL to show and download.
 */
export async function drawPoster(link: string, text: PosterText): Promise<string> {
  const width = 600;
  const height = 900;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('canvas unavailable');
  const bg = g.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, '#1677ff');
  bg.addColorStop(1, '#69b1ff');
  g.fillStyle = bg;
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#ffffff';
  g.beginPath();
  g.roundRect(40, 200, width - 80, height - 260, 24);
  g.fill();

  g.textAlign = 'center';
  g.fillStyle = '#ffffff';
  g.font = 'bold 40px sans-serif';
  g.fillText(text.siteName, width / 2, 100, width - 80);
  g.font = '26px sans-serif';
  g.fillText(text.invite, width / 2, 150, width - 80);

  g.fillStyle = '#1f1f1f';
  g.font = 'bold 30px sans-serif';
  g.fillText(text.nickname, width / 2, 270, width - 120);
  const qr = await load(await qrDataUrl(link, 320));
  g.drawImage(qr, (width - 320) / 2, 310, 320, 320);
  g.font = '24px sans-serif';
  g.fillStyle = '#595959';
  g.fillText(text.scan, width / 2, 680, width - 120);
  g.font = 'bold 44px monospace';
  g.fillStyle = '#1677ff';
  g.fillText(text.code, width / 2, 750, width - 120);
  return canvas.toDataURL('image/png');
}

/** What a share can use of the browser: the Web Share API where there is one (phones, WeChat's browser on Android), the clipboard. */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** How the invite went out: the share sheet (with the poster image, or the link only), the link copied, or nothing (cancelled, not possible). */
export type ShareOutcome = 'shared-poster' | 'shared-link' | 'copied' | 'cancelled' | 'unavailable';

/** A PNG data URL as a file to share. */
export function posterFile(dataUrl: string, name: string): File {
  const [, base64 = ''] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * Shares the invite from a phone: the poster image and the link through the system's share sheet
 * when the browser can share files, the link alone when it can share only that, else the link is
 * copied (the poster is then downloaded from its dialog).
 */
export async function shareInvite(target: ShareTarget, data: { title: string; text: string; url: string; poster?: File }): Promise<ShareOutcome> {
  const { poster, ...link } = data;
  try {
    if (target.share) {
      const withPoster: ShareData = { ...link, files: poster ? [poster] : undefined };
      if (poster && target.canShare?.(withPoster)) {
        await target.share(withPoster);
        return 'shared-poster';
      }
      if (!target.canShare || target.canShare(link)) {
        await target.share(link);
        return 'shared-link';
      }
    }
    if (target.clipboard) {
      await target.clipboard.writeText(`${link.text} ${link.url}`);
      return 'copied';
    }
    return 'unavailable';
  } catch (e) {
    // the member closed the share sheet
    if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    if (target.clipboard) {
      try {
        await target.clipboard.writeText(`${link.text} ${link.url}`);
        return 'copied';
      } catch {
        return 'unavailable';
      }
    }
    return 'unavailable';
  }
}
