/**
 * An order's `upi://pay` link as a QR code, drawn here as SVG (qrcode-generator, in this screen's
 * own chunk): a wide screen's shopper scans it with the UPI app on their phone. The code is named by
 * what it pays and to whom, and the link itself follows it in words.
 */
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styles from './UpiQrCode.module.scss';

/** Blank modules around the code, as the QR standard asks for its quiet zone. */
const quietZone = 4;

/** One SVG path of the dark modules, each a unit square. */
function darkModules(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) squares.push(`M${column + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: count + quietZone * 2, path: squares.join('') };
}

interface UpiQrCodeProps {
  link: string;
  /** What scanning it does, in the active language: the QR code's name. */
  label: string;
}

export function UpiQrCode({ link, label }: UpiQrCodeProps) {
  const { size, path } = useMemo(() => darkModules(link), [link]);
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
