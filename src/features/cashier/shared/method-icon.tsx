import type { PaymentMethod } from '@/api/cashier/cashier.types';
import styles from './cashier-shared.module.css';

/** A payment method's logo; decorative, since its name is always written beside it. */
export function MethodIcon({ method, className }: { method: Pick<PaymentMethod, 'icons'>; className?: string }) {
  return (
    <img
      className={[styles.methodIcon, className].filter(Boolean).join(' ')}
      src={method.icons.default}
      alt=""
      width={40}
      height={28}
      loading="lazy"
      decoding="async"
    />
  );
}
