/**
 * jsdom plus the WHATWG fetch classes of Node (Response, Headers, Request), which jsdom lacks
 * and every browser has; tests replace global fetch itself with scripted answers.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class ShellEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Headers', 'Request', 'TextEncoder', 'TextDecoder', 'ReadableStream']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = ShellEnvironment;
