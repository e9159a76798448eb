import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy*/waitFor wait up to 3 s instead of 1 s: the react-admin screens render in several
// rounds (auth check, permissions, data), which on a loaded two-core CI machine took longer than
// a second. A passing test returns as soon as its element appears.
configure({ asyncUtilTimeout: 3000 });
