import { useParams } from 'react-router';
import { useOptionalText } from '../use-optional-text';

/** 'Transaction 123' for payment result routes with the optional /:transaction child (SPEC §2). */
export function useTransactionDetails(): string | undefined {
  const { transaction } = useParams();
  const text = useOptionalText();
  return transaction ? text('transaction', { id: transaction }) : undefined;
}
