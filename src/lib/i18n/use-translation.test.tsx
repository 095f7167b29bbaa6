import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from './use-translation';

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
  return { i18n, flush };
}

function Title() {
  const { t } = useTranslation('games');
  return <h1>{t('title')}</h1>;
}

function renderIn(i18n: I18n, ui: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );
}

describe('useTranslation', () => {
  it('suspends until its namespace is loaded, then shows the text', async () => {
    const { i18n, flush } = await deferredInstance();
    renderIn(i18n, <Title />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await flush();
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
  });

  it('renders the new language when the language changes', async () => {
    const { i18n, flush } = await deferredInstance();
    renderIn(i18n, <Title />);
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
    renderIn(i18n, <Counted />);
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
    renderIn(
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
});
