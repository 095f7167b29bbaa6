import { useMatches } from 'react-router';

/** Whether the page shown is the sign-in or registration page (the auth watchers' own pages). */
export function useOnAuthPage(): boolean {
  return useMatches().some((match) => {
    const name = (match.handle as { name?: string } | undefined)?.name;
    return name === 'signIn' || name === 'signUp';
  });
}
