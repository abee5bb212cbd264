// The exposed './kit' goes through the share scope too, so even a consumer that loads the
// shell as a remote gets the page's one kit instance.
export * from 'shell/kit';
