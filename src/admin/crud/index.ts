/** Configuration-driven admin: declare a resource once, get docs/requirements.md#r2 screens and routes. */
export * from './types';
export { declarationOf, enumChoices, type FieldPresentation, type ResourcePresentation } from './fromDefinition';
export * from './paths';
export * from './buttons';
export * from './busyButtons';
export * from './fieldText';
export * from './fieldDisplays';
export * from './fieldInputs';
export * from './fieldFilters';
export { PICKER_PAGE_SIZE } from './pickers';
export * from './screenParts';
export * from './routing';
export * from './recordActions';
export * from './exporter';
export * from './writePayload';
export { ChecklistInput, checklistBoxSx, type ChecklistInputProps } from './ChecklistInput';
export { DeclaredForm } from './DeclaredForm';
export { toFormRecord } from './formRecord';
export {
  declarationFormNames,
  declaredFormNames,
  isSubmissionErrors,
  localisedToastText,
  toFormErrors,
  useErrorToast,
  useServerErrors,
  type FormNameOf,
  type ToastBy,
} from './serverErrors';
export { ReferenceManyTab, tabLabel } from './ReferenceManyTab';
export { ActivityTab, ACTIVITY_RESOURCE, activityTabLabel, changeValueText, ChangesField, ChangesTable } from './ActivityTab';
export { StatusToggleField } from './StatusToggle';
export { ParentLinkContext, useParentLink } from './parentLink';
export { useRegisterDeclaration } from './registerDeclaration';
export { GeneratedList, deletedRowSx, useBulkActionButtons } from './GeneratedList';
export { GeneratedShow, ShowActions } from './GeneratedShow';
export { GeneratedCreate } from './GeneratedCreate';
export { GeneratedEdit } from './GeneratedEdit';
export {
  apiCapabilitiesOf,
  permissionRuleOf,
  resourcePropsOf,
  type AdminResource,
  type ExtraRoute,
  type ScreenOverrides,
} from './resourceProps';
export {
  buildBreadcrumbs,
  BreadcrumbTrail,
  ScreenBreadcrumbs,
  useChildCreateTitle,
  useRecordName,
  type Breadcrumb,
  type BreadcrumbInput,
  type BreadcrumbScreen,
} from './Breadcrumbs';
export { DetailsSections, detailsSections, RECORD_SECTION, sectionMistakes, type DetailsSection } from './DetailsSections';
