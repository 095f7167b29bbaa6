import { BrandGradient } from './brand-gradient';
import { useId, type ReactNode } from 'react';
import styles from './system-page-icon.module.css';
import type { SystemPageType } from './system-page-types';

export type SystemIconName = SystemPageType;

interface Glyph {
  /** Gold strokes on a 24-unit grid. */
  main: ReactNode;
  /** Mark inside the violet badge at the lower right, if any. */
  badge?: ReactNode;
}

const card = (
  <>
    <rect x="2" y="5" width="17" height="12" rx="2" />
    <path d="M2 9.5h17M5.5 13.5h4" />
  </>
);

const GLYPHS: Record<SystemIconName, Glyph> = {
  maintenance: {
    main: <path d="M15 3.5a5 5 0 0 0-4.7 6.7L3.8 16.7a2 2 0 0 0 2.9 2.9l6.5-6.5A5 5 0 0 0 19.9 8l-3 3-3-1-1-3 3-3.1Z" />,
  },
  paymentCancelled: { main: card, badge: <path d="M16.4 15.4l3.2 3.2M19.6 15.4l-3.2 3.2" /> },
  paymentFailed: { main: card, badge: <path d="M18 14.8v2.3M18 19.3h.01" /> },
  paymentSuccess: { main: card, badge: <path d="M16 17.1l1.4 1.4 2.7-2.9" /> },
  paymentPending: { main: card },
  paymentMobile: {
    main: (
      <>
        <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
        <path d="M10.5 18.5h3M9.5 9.5l2 2 3.5-3.5" />
      </>
    ),
  },
  paymentNewWindow: {
    main: <path d="M18 13.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4.5M14 4h6v6M20 4l-8.5 8.5" />,
  },
  notFound: {
    main: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.3 15.3L20.5 20.5M8.6 8.9a2 2 0 1 1 2.6 1.9c-.5.2-.7.6-.7 1.1v.3M10.5 14.1h.01" />
      </>
    ),
  },
  forbidden: {
    main: (
      <>
        <rect x="5" y="10.5" width="14" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
      </>
    ),
  },
  userBlocked: {
    main: (
      <>
        <circle cx="9.5" cy="7.5" r="3.8" />
        <path d="M2.5 20.5a7 7 0 0 1 11.2-5.6" />
      </>
    ),
    badge: <path d="M15.2 14.2l5.6 5.6" />,
  },
  unsubscribe: {
    main: (
      <>
        <rect x="2" y="4.5" width="17" height="12.5" rx="2" />
        <path d="M2.5 6l8 5.5 8-5.5" />
      </>
    ),
    badge: <path d="M16.2 17h3.6" />,
  },
  errors: {
    main: <path d="M12 3.5 2.8 19.5h18.4L12 3.5ZM12 9.5v4.5M12 16.8h.01" />,
  },
};

/** The decorative emblem of a system page: a gold glyph in a violet-to-gold ring. */
export function SystemPageIcon({ name }: { name: SystemIconName }) {
  const gradientId = useId();
  const glyph = GLYPHS[name];

  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <BrandGradient id={gradientId} />
      <circle className={styles.disc} cx="32" cy="32" r="30" stroke={`url(#${gradientId})`} />
      <g transform="translate(14 14) scale(1.5)">
        <g className={styles.glyph}>{glyph.main}</g>
        {glyph.badge && (
          <g className={styles.badge}>
            <circle className={styles.badgeDisc} cx="18" cy="17" r="4.6" />
            {glyph.badge}
          </g>
        )}
      </g>
    </svg>
  );
}
