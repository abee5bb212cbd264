// Types of the jest-dom matchers that scripts/jest/dom-setup.cjs installs.
import '@testing-library/jest-dom';
