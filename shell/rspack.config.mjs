// The host: one HTML entry, no remotes baked in (they are registered at runtime from /remotes.json).
import { federatedConfig } from '../build/rspack.mjs';

export default federatedConfig({ dir: import.meta.dirname, name: 'shell', host: true });
