import { redactSecrets } from './redact-secrets';

describe('redactSecrets (developer tools action log)', () => {
  it('hides the password and code of a mutation argument and keeps the rest', () => {
    const action = { type: 'api/executeMutation/pending', meta: { arg: { endpointName: 'authLogin', originalArgs: { login: 'a@b.c', password: 'demo1234', code: '123456' } } } };
    const shown = redactSecrets(action);
    expect(JSON.stringify(shown)).not.toContain('demo1234');
    expect(JSON.stringify(shown)).not.toContain('123456');
    expect(shown.meta.arg.originalArgs).toEqual({ login: 'a@b.c', password: '[redacted]', code: '[redacted]' });
    expect(action.meta.arg.originalArgs.password).toBe('demo1234');
  });

  it('leaves other actions alone', () => {
    const action = { type: 'dialogs/opened', payload: { id: 'x' } };
    expect(redactSecrets(action)).toBe(action);
  });
});
