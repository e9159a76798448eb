/**
 * The repository explains itself (docs/architecture.md): its code, tests, scripts and README cite
 * only what a clone holds (docs/requirements.md, docs/decisions.md), never a document outside it
 * or an issue number, and every docs/ anchor they cite exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const FOLDERS = ['src', 'server', 'scripts', 'bench', 'tests', 'content', 'README.md'];
const TEXT = /\.(ts|tsx|mjs|js|md|sh|css|html)$/;

/** Every tracked text file under the folders above. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && existsSync(join(ROOT, file)));
}

// Built from parts, so that this file does not match itself. The folder beside the clone holds
// upper-case documents (a specification, say); the clone's own shared layer is imported as
// `../shared/api` and the like, in lower case.
const OUTSIDE_REFERENCES = new RegExp(['SPEC ' + '§', 'issue ' + '[0-9]+', '\\.\\./' + 'shared/[A-Z]', 'DESIGN' + '\\.md'].join('|'));

describe('the repository explains itself', () => {
  it('cites no document outside the clone and no issue number', () => {
    const offenders = trackedFiles().flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_REFERENCES.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('cites only anchors that docs/ defines', () => {
    const anchors = new Map(
      ['requirements', 'decisions', 'architecture'].map((doc) => [
        doc,
        new Set([...readFileSync(join(ROOT, 'docs', `${doc}.md`), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1])),
      ]),
    );
    const missing = trackedFiles().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/docs\/(requirements|decisions|architecture)\.md#([a-z0-9-]+)/g)]
        .filter(([, doc, anchor]) => !anchors.get(doc)!.has(anchor))
        .map(([reference]) => `${file}: ${reference}`),
    );
    expect(missing).toEqual([]);
  });
});
