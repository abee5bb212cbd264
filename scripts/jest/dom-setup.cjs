require('@testing-library/jest-dom');

// Screens keep state in sessionStorage (the dashboards' filters); each test starts a fresh browser tab.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
