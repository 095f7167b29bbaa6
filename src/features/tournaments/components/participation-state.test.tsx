import { render, screen } from '@testing-library/react';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { ParticipationState } from './participation-state';

vi.mock('@/api/account/use-session', () => ({ useSession: () => ({ isPlayer: true }) }));

function tournament(points: number, status: Tournament['status'] = 'active'): Tournament {
  return { id: 101, status, user_info: { is_participant: true, place: 3, points } } as unknown as Tournament;
}

async function renderIn(locale: Locale, points: number, status?: Tournament['status']) {
  await initI18n(locale);
  await i18n.loadNamespaces('tournaments');
  render(<ParticipationState tournament={tournament(points, status)} />);
}

describe('ParticipationState: the points agree with their number in every language', () => {
  it.each([
    ['en', 1, 'You take part: place 3, 1 point'],
    ['en', 1250, 'You take part: place 3, 1,250 points'],
    ['it', 1, 'Partecipi: posizione 3, 1 punto'],
    ['it', 0, 'Partecipi: posizione 3, 0 punti'],
    ['es', 1, 'Participas: puesto 3, 1 punto'],
    ['es', 5250, 'Participas: puesto 3, 5,250 puntos'],
    ['ru', 1, 'Вы участвуете: 3 место, 1 очко'],
    ['ru', 3, 'Вы участвуете: 3 место, 3 очка'],
    ['ru', 5250, 'Вы участвуете: 3 место, 5,250 очков'],
  ] as const)('%s, %d points', async (locale, points, text) => {
    await renderIn(locale, points);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('a finished tournament says the result the same way', async () => {
    await renderIn('it', 1, 'finished');
    expect(screen.getByText('Il tuo risultato: posizione 3, 1 punto')).toBeInTheDocument();
  });
});
