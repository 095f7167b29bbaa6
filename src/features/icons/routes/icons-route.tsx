import { IconsPage } from '../icons-page';

/** Route module of `/_icons` (SPEC §2 icon sprite page, icons layout). */
export function Component() {
  return <IconsPage />;
}
