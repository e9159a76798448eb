/**
 * The article editor, loaded on demand (React.lazy in ../declaration.ts) so that its code stays
 * out of the back office's first download.
 */
export { AuthorInput, CoverInput, SlugInput, TagsInput } from './ArticleInputs';
export { VersionsInput } from './VersionsInput';
