/**
 * The mock provider's own little dictionary: the game page belongs to the "provider", not to the
 * site, so it does not use the site's i18next namespaces.
 */
export const MOCK_GAME_TEXTS = {
  en: {
    demo: 'Demo: fun money', real: 'Real money', balance: 'Balance', bet: 'Bet', spin: 'Spin', spinning: 'Spinning…',
    reels: 'Reels', win: 'You win {amount}!', lose: 'No win this time. Try again!', ready: 'Choose a bet and spin.',
    noMoney: 'Not enough money for this bet.', session: 'The game session has ended. Reopen the game.', error: 'The spin failed. Try again.',
    paytable: 'Three alike pay up to ×50, two alike pay ×2.',
  },
  ru: {
    demo: 'Демо: игровые деньги', real: 'Реальные деньги', balance: 'Баланс', bet: 'Ставка', spin: 'Крутить', spinning: 'Вращение…',
    reels: 'Барабаны', win: 'Выигрыш {amount}!', lose: 'В этот раз без выигрыша. Попробуйте ещё!', ready: 'Выберите ставку и крутите.',
    noMoney: 'Недостаточно денег для этой ставки.', session: 'Игровая сессия завершена. Откройте игру заново.', error: 'Вращение не удалось. Попробуйте ещё раз.',
    paytable: 'Три одинаковых — до ×50, два одинаковых — ×2.',
  },
  it: {
    demo: 'Demo: soldi finti', real: 'Soldi veri', balance: 'Saldo', bet: 'Puntata', spin: 'Gira', spinning: 'Giro in corso…',
    reels: 'Rulli', win: 'Hai vinto {amount}!', lose: 'Nessuna vincita questa volta. Riprova!', ready: 'Scegli la puntata e gira.',
    noMoney: 'Saldo insufficiente per questa puntata.', session: 'La sessione di gioco è terminata. Riapri il gioco.', error: 'Il giro non è riuscito. Riprova.',
    paytable: 'Tre uguali pagano fino a ×50, due uguali pagano ×2.',
  },
  es: {
    demo: 'Demo: dinero ficticio', real: 'Dinero real', balance: 'Saldo', bet: 'Apuesta', spin: 'Girar', spinning: 'Girando…',
    reels: 'Rodillos', win: '¡Ganas {amount}!', lose: 'Esta vez no hay premio. ¡Inténtalo de nuevo!', ready: 'Elige una apuesta y gira.',
    noMoney: 'No hay saldo suficiente para esta apuesta.', session: 'La sesión de juego ha terminado. Vuelve a abrir el juego.', error: 'El giro ha fallado. Inténtalo de nuevo.',
    paytable: 'Tres iguales pagan hasta ×50, dos iguales pagan ×2.',
  },
} as const;

export type MockGameLang = keyof typeof MOCK_GAME_TEXTS;
