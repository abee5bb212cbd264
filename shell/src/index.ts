// The asynchronous boundary Module Federation needs: shared modules (React, the kit) are
// negotiated before any code that uses them runs.
void import('./bootstrap');
