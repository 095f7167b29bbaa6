import { ProgramPage } from '../program-page';

export { programLoader as loader } from './program-loader';

/** Route module of /loyalty/{sysname}. */
export function Component() {
  return <ProgramPage />;
}
