import { events } from 'shell/kit';
import { startShell } from './app/start';
import { registerServiceWorker, syncSessionCache } from './sw/register-service-worker';

void startShell(document.getElementById('gl-shell')!);
registerServiceWorker();
events.on('session:changed', ({ user }) => syncSessionCache(user !== null));
