/**
 * Add Organisation (`/admin/organisations/add`): the onboarding wizard on
 * `POST /organisations/init {organisation, moduleIds}` (docs/decisions.md#organisations). Step 1 the organisation's own
 * fields (the declaration's form fields, checked in the browser as the API checks them); step 2
 * the modules to start with, each listed with its features (all of which come along). One
 * request creates everything, then the new organisation's details page opens. When the API
 * refuses a field of step 1 (a PIB already registered: 409), the wizard goes back to step 1
 * with that field showing the reason and a toast; once corrected, Next goes on again.
 */
import { useCallback, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Card, CardContent, Step, StepLabel, Stepper, Toolbar } from '@mui/material';
import { Create, Form, SaveButton, TopToolbar, useCanAccess, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { ListLinkButton, declaredFormNames, inForm, isSubmissionErrors, redirectToShow, renderInput, toWritePayload, useServerErrors, type FormNameOf } from '../../admin/crud';
import { useSavedRecord } from '../../admin/crud/successToast';
import type { CreatePathMeta } from '../../admin/dataProviderTypes';
import { organisationDeclaration } from './declaration';
import { ModulePicker } from './ModulePicker';

const WIZARD = 'resources.organisations.wizard';

/** Step 1's inputs: the organisation's form fields. */
const organisationInputs = organisationDeclaration.fields.filter((field) => inForm(field, 'create'));

/** `POST /organisations/init` body from the wizard's values: the organisation's declared fields, the chosen modules. */
export function toInitPayload(values: RaRecord): { organisation: Record<string, unknown>; moduleIds: number[] } {
  const moduleIds = Array.isArray(values.moduleIds) ? values.moduleIds.map(Number) : [];
  return { organisation: toWritePayload(organisationDeclaration, values, 'create'), moduleIds };
}

const INIT: CreatePathMeta = { path: 'init' };

/** Step 2's field. */
const MODULE_IDS = 'moduleIds';

/** The step-1 name of an `init` field: `organisation.<field>` (its schema checks) or the bare field (a unique clash). */
const organisationFieldName = declaredFormNames(organisationInputs);

/** The wizard's name of an API field of `POST /organisations/init`, or null when the wizard has no such field. */
export const wizardFormNameOf: FormNameOf = (apiField) =>
  apiField === MODULE_IDS || apiField.startsWith(`${MODULE_IDS}.`) ? apiField : organisationFieldName(apiField.replace(/^organisation\./, ''));

/** The step holding the form field `name` (0: the organisation, 1: the modules). */
const stepOf = (name: string) => (name === MODULE_IDS || name.startsWith(`${MODULE_IDS}.`) ? 1 : 0);

/** The steps and their buttons; `step` is shown. */
function WizardSteps({ step, onBack, canAssignModules }: { step: number; onBack: () => void; canAssignModules: boolean }) {
  const translate = useTranslate();
  // Stepper, steps and buttons share one column (the stepper spanned the card over a
  // two-thirds-wide form).
  return (
    <Box sx={{ maxWidth: 720 }} data-testid="organisation-wizard">
      <Stepper activeStep={step} sx={{ mb: 3 }} alternativeLabel>
        <Step>
          <StepLabel>{translate(`${WIZARD}.organisation`)}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{translate(`${WIZARD}.modules`)}</StepLabel>
        </Step>
      </Stepper>
      {/* Step 1 stays mounted on step 2, so its values and rules stay in the form. */}
      <Box sx={{ display: step === 0 ? 'flex' : 'none', flexDirection: 'column' }}>
        {organisationInputs.map((field) => renderInput(organisationDeclaration.name, field))}
      </Box>
      {step === 1 ? (
        canAssignModules ? (
          <ModulePicker source="moduleIds" />
        ) : (
          <Alert severity="info">{translate(`${WIZARD}.noModulePermission`)}</Alert>
        )
      ) : null}
      <Toolbar disableGutters sx={{ gap: 1, mt: 2 }}>
        {step === 0 ? (
          // A submit: the form checks step 1's fields (the only ones with rules) before going on; Enter does the same.
          <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
            {translate(`${WIZARD}.next`)}
          </Button>
        ) : (
          <>
            <Button onClick={onBack} startIcon={<ArrowBackIcon />}>
              {translate(`${WIZARD}.back`)}
            </Button>
            <SaveButton label={`${WIZARD}.create`} alwaysEnable />
          </>
        )}
      </Toolbar>
    </Box>
  );
}

/**
 * The wizard's form: a submit on step 1 goes to step 2, on step 2 creates (the `Create`'s save).
 * A refused save marks the fields it names, toasts, and shows the first step holding one.
 */
function OrganisationWizard({ canAssignModules }: { canAssignModules: boolean }) {
  const [step, setStep] = useState(0);
  const { save } = useSaveContext();
  // The form notifies nothing itself (below), so the refusal's toast is notified here.
  const { fromAnswer } = useServerErrors(wizardFormNameOf, 'notify');
  const submit = useCallback(
    async (values: Record<string, unknown>) => {
      if (step === 0) {
        setStep(1);
        return undefined;
      }
      const answer: unknown = await save?.(values);
      if (!isSubmissionErrors(answer)) return answer;
      const errors = fromAnswer(answer);
      const steps = Object.keys(errors).map(stepOf);
      if (steps.length) setStep(Math.min(...steps));
      return errors;
    },
    [fromAnswer, save, step],
  );
  return (
    // The fields show their own errors; react-admin's "form is not valid" toast would cover the buttons on phones.
    <Form defaultValues={{ moduleIds: [] }} onSubmit={submit} disableInvalidFormNotification warnWhenUnsavedChanges>
      <WizardSteps step={step} onBack={() => setStep(0)} canAssignModules={canAssignModules} />
    </Form>
  );
}

/** The wizard screen (react-admin's `Create`, which checks `organisations.create`). */
export function OrganisationCreate() {
  const { canAccess: canAssignModules } = useCanAccess({ resource: 'organisation-modules', action: 'create' });
  // The shared success toast ("Organization <name> created"), then its details as react-admin would.
  const onSuccess = useSavedRecord('created', redirectToShow, 'organisations');
  return (
    <Create
      resource="organisations"
      redirect={redirectToShow}
      mutationOptions={{ meta: INIT, onSuccess }}
      transform={(values: RaRecord) => {
        const payload = toInitPayload(values);
        return canAssignModules ? payload : { organisation: payload.organisation };
      }}
      actions={
        <TopToolbar>
          <ListLinkButton />
        </TopToolbar>
      }
    >
      <Card elevation={0}>
        <CardContent>
          <OrganisationWizard canAssignModules={!!canAssignModules} />
        </CardContent>
      </Card>
    </Create>
  );
}
