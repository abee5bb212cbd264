import { startShell } from './app/start';
import { registerServiceWorker } from './sw/register-service-worker';

void startShell(document.getElementById('gl-shell')!);
registerServiceWorker();
