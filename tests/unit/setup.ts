import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { removeTestStyles } from './support/styles';

// findBy*/waitFor wait up to 3 s instead of 1 s: the react-admin screens render in several
// rounds (auth check, permissions, data), which on a loaded two-core CI machine took longer than
// a second. A passing test returns as soon as its element appears.
configure({ asyncUtilTimeout: 3000 });

// jsdom's Blob has no text() (every browser the admin supports has): read it through FileReader,
// for the screens that read a picked CSV file.
if (typeof Blob !== 'undefined' && !Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

// Styles of a finished test's admin mount (tests/unit/support/styles.ts): removed after the
// unmount (registered first, so it runs after testing-library's cleanup).
afterEach(() => removeTestStyles());
