import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { renderMatchesMarkup } from './render-matches-markup.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('render-matches-markup', renderMatchesMarkup, {
  valid: [
    // In an effect, a handler or a state initialiser: not while rendering.
    'function Page() { useEffect(() => { window.scrollTo(0, 0); }, []); return <button onClick={() => localStorage.clear()} />; }',
    'const Page = () => { const [now] = useState(() => Date.now()); return <p>{now}</p>; };',
    // Asked useHydrationDone() first.
    'function Promo() { const hydrated = useHydrationDone(); const code = hydrated ? localStorage.getItem("code") : null; return <p>{code}</p>; }',
    // Not a component nor a hook.
    'function origin() { return window.location.origin; }',
    // A local variable or a property that only shares the name.
    'function Page({ location }) { return <p>{location.pathname}{props.window}</p>; }',
  ],
  invalid: [
    {
      code: 'function Promo() { const code = localStorage.getItem("code"); return <p>{code}</p>; }',
      errors: [{ messageId: 'read', data: { what: 'localStorage', name: 'Promo' } }],
    },
    {
      code: 'const Clock = memo(() => <p>{new Date().toISOString()}</p>);',
      errors: [{ messageId: 'read', data: { what: 'new Date()', name: 'Clock' } }],
    },
    {
      code: 'function useWide() { return typeof window !== "undefined" && window.innerWidth > 800; }',
      errors: [
        { messageId: 'read', data: { what: 'typeof window', name: 'useWide' } },
        { messageId: 'read', data: { what: 'window', name: 'useWide' } },
      ],
    },
    {
      code: 'function Lucky() { return <p>{Math.random()}</p>; }',
      errors: [{ messageId: 'read', data: { what: 'Math.random()', name: 'Lucky' } }],
    },
  ],
});
