import type { RawPopup } from '@/api/popups/popups.contract';
import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import { db } from '../core/db';
import { applyScenariosFromUrl, setHostileHtml, signInAs, signOut } from '../scenarios';
import { getApi } from '../core/test-utils';

interface Page { items: RawPopup[]; total: number }

const sysnames = (page: Page | undefined) => page?.items.map((popup) => popup.sysname);

describe('popups mock (SPEC §7 popups.get, decision record 027)', () => {
  it('answers the popups meant for the signed-in player: depositors and new players differ', async () => {
    signInAs('demo@example.com');
    const demo = (await getApi<Page>('popups.get', { locale: 'it' })).body.data;
    expect(sysnames(demo)).toEqual(['weekend-reload']);
    expect(demo?.items[0]).toMatchObject({ title: 'Ricarica del weekend: +50%', status: 'active', image: '/mock-cms/art/banner-2.svg' });
    expect(demo?.items[0].buttons?.map((button) => button.text)).toEqual(['Scopri di più', 'Più tardi']);
    signInAs('new@example.com');
    expect(sysnames((await getApi<Page>('popups.get')).body.data)).toEqual(['welcome']);
  });

  it('answers one popup by sysname for a visitor too, drafts only in preview, nothing for an unknown one', async () => {
    signOut();
    expect((await getApi('popups.get')).body.error?.type).toBe('AuthorizationException');
    const welcome = (await getApi<Page>('popups.get', { sysname: 'welcome', locale: 'en' })).body.data;
    expect(welcome?.items[0]).toMatchObject({ sysname: 'welcome', title: 'Welcome to the casino!' });
    expect((await getApi<Page>('popups.get', { sysname: 'spring-draft' })).body.data).toEqual({ items: [], total: 0 });
    expect(sysnames((await getApi<Page>('popups.get', { sysname: 'spring-draft', preview: '1' })).body.data)).toEqual(['spring-draft']);
    expect((await getApi<Page>('popups.get', { sysname: 'nope' })).body.data).toEqual({ items: [], total: 0 });
  });

  it('mock_popups=off stops the after-sign-in popups, reset forgets what the player closed', async () => {
    const account = signInAs('demo@example.com');
    applyScenariosFromUrl(new URL('http://localhost/?mock_popups=off'));
    expect((await getApi<Page>('popups.get')).body.data?.items).toEqual([]);
    expect(sysnames((await getApi<Page>('popups.get', { sysname: 'welcome' })).body.data)).toEqual(['welcome']);
    applyScenariosFromUrl(new URL('http://localhost/?mock_popups=on'));
    expect(sysnames((await getApi<Page>('popups.get')).body.data)).toEqual(['weekend-reload']);
    db().storage[account.uid] = { [SEEN_POPUPS_STORAGE_KEY]: 'weekend-reload' };
    applyScenariosFromUrl(new URL('http://localhost/?mock_popups=reset'));
    expect(db().storage[account.uid]).toEqual({});
  });

  it('mock_hostile_html adds a popup with the hostile set and hostile button targets', async () => {
    signInAs('demo@example.com');
    setHostileHtml(true);
    const page = (await getApi<Page>('popups.get')).body.data;
    expect(sysnames(page)).toEqual(['qa-hostile', 'weekend-reload']);
    expect(page?.items[0].content).toContain('<script>');
    expect(page?.items[0].buttons?.map((button) => button.url)).toContain('javascript:window.__xss=1');
    setHostileHtml(false);
  });
});
