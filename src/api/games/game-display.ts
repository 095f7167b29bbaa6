import type { Game } from './games.types';

type Displayable = Pick<Game, 'name' | 'image_url' | 'description'>;

/** The tile image: the description's img_288_192 overrides image_url when present (SPEC §3). */
export function gameImage(game: Displayable): string {
  const override = game.description?.img_288_192;
  return override && override.trim() !== '' ? override : game.image_url;
}

/** The display name: the description's name overrides name when present (SPEC §3). */
export function gameName(game: Displayable): string {
  const override = game.description?.name;
  return override && override.trim() !== '' ? override : game.name;
}
