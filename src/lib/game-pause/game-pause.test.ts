import { afterEach, describe, expect, it } from 'vitest';
import { gamesPaused, pauseGames, resumeGames } from './game-pause';

describe('game pause', () => {
  afterEach(() => {
    resumeGames('a');
    resumeGames('b');
  });

  it('pauses while any holder holds and resumes with the last', () => {
    expect(gamesPaused()).toBe(false);
    pauseGames('a');
    pauseGames('b');
    resumeGames('a');
    expect(gamesPaused()).toBe(true);
    resumeGames('b');
    expect(gamesPaused()).toBe(false);
  });
});
