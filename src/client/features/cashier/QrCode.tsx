import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn as SVG by the `qrcode` library (no canvas, nothing fetched), shown
 * as an image so no markup from a string enters the page.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="cashier-qr">
      {src ? (
        <img src={src} alt={label} width={160} height={160} />
      ) : (
        <div className="cashier-qr__placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
