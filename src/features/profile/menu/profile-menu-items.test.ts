import { PROFILE_MENU_ITEMS, visibleProfileMenuItems } from './profile-menu-items';

const routes = (flags?: Parameters<typeof visibleProfileMenuItems>[0]) => visibleProfileMenuItems(flags).map((item) => item.route);

describe('profile menu entries', () => {
  it('lists every profile page when every flag is on', () => {
    expect(routes({ verificationService: true, responsibleGaming: true, betHistory: true })).toEqual(PROFILE_MENU_ITEMS.map((item) => item.route));
  });

  it('hides verification, responsible gaming and bet history when their flags are off or not known yet', () => {
    const hidden = ['profileVerification', 'profileResponsibleGame', 'profileBets'];
    for (const flags of [undefined, { verificationService: false, responsibleGaming: false, betHistory: false }]) {
      const shown = routes(flags);
      expect(shown).toContain('profileSettings');
      expect(shown).toContain('profileGameHistory');
      for (const route of hidden) expect(shown).not.toContain(route);
    }
    expect(routes({ betHistory: true })).toContain('profileBets');
  });
});
