import { DialogHost } from './dialog-host';
import { DIALOG_REGISTRY } from './dialog-registry';

/** The dialog host with the app's registry; the default export is what OnDemandDialogHost loads. */
export default function RegisteredDialogHost() {
  return <DialogHost registry={DIALOG_REGISTRY} />;
}
