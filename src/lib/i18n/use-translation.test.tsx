import { act, screen } from '@testing-library/react';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { startTransition, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from './use-translation';
import { renderInAct } from '@/testing/render-in-act';

const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { hello: 'Hello' }, games: { title: 'Games', count: '{{count}} games' } },
  it: { common: { hello: 'Ciao' }, games: { title: 'Giochi', count: '{{count}} giochi' } },
};

/** An instance whose namespaces load when the test says so. */
async function deferredInstance(lng = 'en') {
  const pending: Array<() => void> = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, ns: string, callback: ReadCallback) {
      pending.push(() => callback(null, TEXTS[language]?.[ns] ?? {}));
    },
  };
  const i18n = i18next.createInstance();
  const ready = i18n.use(backend).init({ lng, ns: ['common'], defaultNS: 'common', fallbackLng: false, interpolation: { escapeValue: false }, react: { useSuspense: true } });
  /** Answers every read asked for so far, after letting i18next ask (it reads in a later task). */
  const flush = async () => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (pending.length > 0) pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  let initialized = false;
  void ready.then(() => {
    initialized = true;
  });
  while (!initialized) await flush();
  /** Answers the oldest read only. */
  const answerOne = () => pending.shift()?.();
  return { i18n, flush, answerOne };
}

function Title() {
  const { t } = useTranslation('games');
  return <h1>{t('title')}</h1>;
}

function renderIn(i18n: I18n, ui: React.ReactNode) {
  return renderInAct(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );
}

describe('useTranslation', () => {
  it('suspends until its namespace is loaded, then shows the text', async () => {
    const { i18n, flush } = await deferredInstance();
    await renderIn(i18n, <Title />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await flush();
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
  });

  it('renders the new language when the language changes', async () => {
    const { i18n, flush } = await deferredInstance();
    await renderIn(i18n, <Title />);
    await flush();
    await screen.findByRole('heading', { name: 'Games' });
    const change = i18n.changeLanguage('it');
    await flush();
    await act(async () => {
      await change;
    });
    await flush();
    expect(await screen.findByRole('heading', { name: 'Giochi' })).toBeInTheDocument();
  });

  it('answers not ready without Suspense, then ready once the namespace arrives', async () => {
    const { i18n, flush } = await deferredInstance();
    function Counted() {
      const { t, ready } = useTranslation('games', { useSuspense: false });
      return <p>{ready ? t('count', { count: 3 }) : 'not yet'}</p>;
    }
    await renderIn(i18n, <Counted />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await flush();
    expect(await screen.findByText('3 games')).toBeInTheDocument();
  });

  it("takes the provider's instance, reports the namespaces it used and shares one t per namespace set", async () => {
    const { i18n, flush } = await deferredInstance();
    const seen: unknown[] = [];
    function Probe({ ns }: { ns: string }) {
      const { t, i18n: used } = useTranslation(ns);
      seen.push(t);
      return <p>{used === i18n ? t('hello') : 'other instance'}</p>;
    }
    await renderIn(
      i18n,
      <>
        <Probe ns="common" />
        <Probe ns="common" />
      </>,
    );
    await flush();
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    expect(new Set(seen).size).toBe(1);
    const report = (i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
    expect(report?.getUsedNamespaces()).toEqual(['common']);
  });

  it('lets four suspended sections re-render with their parent while one namespace arrives (no render loop under act)', async () => {
    // With suspension by a thrown promise, React 19 retried three or more suspended boundaries for
    // ever inside act(): the page's below-the-fold sections hung the component tests.
    const { i18n, flush, answerOne } = await deferredInstance();
    const rendered: string[] = [];
    function Section({ ns }: { ns: string }) {
      rendered.push(ns);
      if (rendered.length > 2000) throw new Error('render loop: the sections were rendered more than 2000 times');
      const { t } = useTranslation(ns);
      return <p>{t('title', { defaultValue: `${ns}: loaded` })}</p>;
    }
    function Page() {
      const [clicks, setClicks] = useState(0);
      const press = () => {
        setClicks((count) => count + 1);
        startTransition(() => setClicks((count) => count + 1));
      };
      return (
        <div data-clicks={clicks}>
          {['alpha', 'beta', 'gamma', 'delta'].map((ns) => (
            <Suspense key={ns} fallback={<span>waiting</span>}>
              <Section ns={ns} />
            </Suspense>
          ))}
          <button type="button" onClick={press}>
            Press
          </button>
        </div>
      );
    }
    await renderIn(i18n, <Page />);
    expect(screen.getAllByText('waiting')).toHaveLength(4);
    await act(async () => {
      screen.getByRole('button', { name: 'Press' }).click();
      answerOne();
      await Promise.resolve();
    });
    await flush();
    expect(await screen.findAllByText(/: loaded$/)).toHaveLength(4);
  });
});
