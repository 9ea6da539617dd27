import { NewMessageDialog } from '../features/messages/components/NewMessageDialog';

/** The 'new-message' dialog of contracts DIALOGS, rendered by the shell's DialogHost. */
export default NewMessageDialog;
