import type { Action } from '@reduxjs/toolkit';

/** Argument fields never shown in the developer tools' action log. */
const SECRET_FIELDS = new Set(['password', 'passwordConfirmation', 'currentPassword', 'code']);

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : field]));
}

/**
 * The action as the Redux developer tools may show it: a mutation's arguments (`meta.arg.originalArgs`
 * of RTK Query, e.g. the login form) lose their secret fields. The store itself never holds them.
 */
export function redactSecrets<A extends Action>(action: A): A {
  const meta = (action as { meta?: { arg?: { originalArgs?: unknown } } }).meta;
  if (!meta?.arg || typeof meta.arg !== 'object' || !('originalArgs' in meta.arg)) return action;
  return { ...action, meta: { ...meta, arg: { ...meta.arg, originalArgs: redact(meta.arg.originalArgs) } } };
}
