import { describe, expect, it } from 'vitest';
import { gameImage, gameName } from './game-display';

const base = { name: 'Star Fruits', image_url: '/img/star.svg' };

describe('game display override (SPEC §3)', () => {
  it('uses name and image_url without a description', () => {
    expect(gameName({ ...base, description: null })).toBe('Star Fruits');
    expect(gameImage({ ...base })).toBe('/img/star.svg');
  });

  it('prefers the description name and img_288_192', () => {
    const game = { ...base, description: { name: 'Star Fruits Deluxe', img_288_192: '/img/deluxe.png' } };
    expect(gameName(game)).toBe('Star Fruits Deluxe');
    expect(gameImage(game)).toBe('/img/deluxe.png');
  });

  it('overrides each field independently and ignores blank values', () => {
    expect(gameName({ ...base, description: { img_288_192: '/x.png' } })).toBe('Star Fruits');
    expect(gameImage({ ...base, description: { name: 'Other' } })).toBe('/img/star.svg');
    expect(gameName({ ...base, description: { name: '  ' } })).toBe('Star Fruits');
    expect(gameImage({ ...base, description: { img_288_192: '' } })).toBe('/img/star.svg');
  });
});
