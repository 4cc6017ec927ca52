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
