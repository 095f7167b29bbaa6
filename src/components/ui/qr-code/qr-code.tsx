import { generate } from 'lean-qr';
import { useMemo } from 'react';

/**
 * A QR code as one SVG path (crisp at any size, no canvas), with a quiet zone of 4 modules around it
 * as scanners expect. Load it on demand (`lazy(() => import(...))`): only crypto payments and the
 * two-factor setup need it, so lean-qr stays out of their route chunks. The caller sizes it.
 */
export default function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
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
    <svg className={className} viewBox={`-4 -4 ${size + 8} ${size + 8}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
