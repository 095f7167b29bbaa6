import { generate } from 'lean-qr';
import { useMemo } from 'react';
import styles from '../shared/profile.module.css';

/** A QR code as one SVG path; loaded on demand so lean-qr stays out of the route chunk. */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(value);
    const parts: string[] = [];
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size; x += 1) {
        if (code.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
      }
    }
    return { size: code.size, path: parts.join('') };
  }, [value]);
  return (
    <svg className={styles.qr} viewBox={`-4 -4 ${size + 8} ${size + 8}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
