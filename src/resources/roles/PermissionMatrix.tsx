/**
 * A role's permissions as a matrix (the layout of Strapi's and Directus's role editors): a row
 * per resource with its translated name, a column per action (read, create, update, delete,
 * then the extra ones such as send or publish), all made from the resource definitions
 * (permissionMatrix.ts); permissions of no definition in an "Other" row.
 *
 * - The form's input ({@link PermissionMatrixInput}) reads the API's permissions list and writes
 *   the chosen ids to the field (sent as `permissionIds`, docs/requirements.md#r7), with a
 *   check-all per row and per column.
 * - The permission ceiling (docs/decisions.md#ceiling): the editor grants and removes only what
 *   they hold themselves (react-admin's `usePermissions`, the signed-in user's list). Other
 *   checkboxes stay in the Tab order but are marked `aria-disabled`, greyed, and say why (a
 *   tooltip and a description read with the checkbox); a click changes nothing. The ceiling is
 *   the editor's global permissions (the session user's): a role is checked against those only.
 * - An organisation role (`scope`, docs/decisions.md#organisation-roles) may hold organisation
 *   permissions only (ORGANISATION_PERMISSION_NAMES): the others are greyed the same way with
 *   that reason, and dropped from the selection when the create form switches to that scope.
 * - The details page ({@link PermissionMatrixField}) shows the same matrix read-only, a check
 *   mark per granted permission.
 *
 * The table scrolls sideways inside its own box on narrow screens with the resource column
 * sticky; the page itself keeps to the window's width. While it is wider than its box, a hint
 * above it says so ("Scroll sideways for more actions"), a shadow on the right edge shows that
 * more columns follow and one beside the resource column that some have scrolled under it, and
 * the box takes the keyboard focus (arrow keys scroll it).
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { ValidationError, useInfiniteGetList, useInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSessionUser } from '../../auth/useSessionUser';
import { MAX_PAGE_SIZE } from '../../shared/api';
import type { ResourceDefinition } from '../../shared/resource';
import { RESOURCE_DEFINITIONS, isOrganisationPermission } from '../../shared/resources';
import { idsOf, type DeclaredDisplayProps, type DeclaredInputProps } from '../../admin/crud';
import {
  buildPermissionMatrix,
  checkAllState,
  columnCells,
  existingCells,
  toggleAll,
  type MatrixCell,
  type MatrixPermission,
  type MatrixRow,
  type PermissionMatrixModel,
} from './permissionMatrix';

const M = 'resources.roles.matrix';

/** Read by screen readers only. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The resource column stays in view while the actions scroll under it (on the card's own
 * background); long names wrap, leaving room for the actions (Italian's and Russian's are long).
 */
const stickySx: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay, none)',
  borderRight: 1,
  borderRightColor: 'divider',
  px: 1.5,
  whiteSpace: 'normal',
  minWidth: { xs: 112, sm: 120 },
  maxWidth: { xs: 150, sm: 176 },
  // Whole words (hyphenated where the browser knows the language), never cut mid-word.
  hyphens: 'auto',
};

/** How a box that may scroll sideways stands: wider than it shows, and what it hides on each side. */
export interface SidewaysScroll {
  /** Its content is wider than the box. */
  overflows: boolean;
  /** Columns are scrolled out on the left (under the sticky column). */
  hiddenBefore: boolean;
  /** Columns follow out of view on the right. */
  hiddenAfter: boolean;
}

/**
 * Whether the box given `ref` scrolls sideways and which of its sides hide content, measured at
 * mount, on every scroll and whenever the box or its content changes size.
 */
export function useSidewaysScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<SidewaysScroll>({ overflows: false, hiddenBefore: false, hiddenAfter: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const next = { overflows: hidden > 1, hiddenBefore: hidden > 1 && box.scrollLeft > 1, hiddenAfter: hidden > 1 && box.scrollLeft < hidden - 1 };
      setState((previous) => (previous.overflows === next.overflows && previous.hiddenBefore === next.hiddenBefore && previous.hiddenAfter === next.hiddenAfter ? previous : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, state] as const;
}

/** The edge shadows' colour: a dark shade on the light scheme, a light haze on the dark one (where no shade shows). */
const edgeShadow = (theme: Theme) => (theme.palette.mode === 'dark' ? 'rgba(148, 163, 184, 0.3)' : 'rgba(15, 23, 42, 0.16)');

/** A focus ring that shows on the table's lines and in both colour modes. */
const checkboxSx: SxProps<Theme> = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -4 },
};

/** A checkbox the editor may not change: greyed, but focusable so its reason can be read. */
const refusedSx: SxProps<Theme> = {
  ...checkboxSx,
  color: 'action.disabled',
  cursor: 'not-allowed',
  '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: 'action.disabled' },
};

/** The translated names of a matrix's resources and actions. */
function useMatrixLabels() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      // The resource's name as a title (the activity log's names: every logged resource, in the
      // nominative plural); else its admin name as the menu translates it (the activity log itself).
      // Not the menu's first: its plural for two is a count form in Serbian and Russian ("Članka").
      resource: (row: MatrixRow) =>
        translate(`resources.activity.resourceNames.${row.resource}`, {
          _: translate(`resources.${row.adminName}.name`, { smart_count: 2, _: row.resource }),
        }),
      action: (action: string) => translate(`${M}.actions.${action}`, { _: action.charAt(0).toUpperCase() + action.slice(1) }),
      translate,
    }),
    [translate],
  );
}

/** What the matrix needs to be edited; absent on the read-only matrix. */
interface Editing {
  selected: ReadonlySet<Identifier>;
  /** Whether the editor holds (and so may grant or remove) the permission named, and the role's scope allows it. */
  mayGrant: (name: string) => boolean;
  /** Why the permission named cannot be changed (null: it can). */
  refusal: (name: string) => Refusal | null;
  onChange: (next: Set<Identifier>) => void;
  onBlur: () => void;
  /** Id of the element saying why a checkbox is greyed (the ceiling). */
  refusedId: string;
  /** Id of the element saying why a checkbox is greyed (an organisation role). */
  scopeRefusedId: string;
}

/** Why a checkbox is greyed: above the editor's ceiling, or outside an organisation role's permissions. */
export type Refusal = 'ceiling' | 'scope';

interface MatrixCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  /** False: greyed, with the reason (`reason`, the ceiling by default). */
  allowed: boolean;
  reason?: Refusal | null;
  onToggle: () => void;
  editing: Editing;
}

/** One checkbox of the matrix: named for screen readers, refused ones explained. */
function MatrixCheckbox({ label, checked, indeterminate = false, allowed, reason, onToggle, editing }: MatrixCheckboxProps) {
  const translate = useTranslate();
  const byScope = reason === 'scope';
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      indeterminate={indeterminate}
      onChange={() => {
        if (allowed) onToggle();
      }}
      onBlur={editing.onBlur}
      sx={allowed ? checkboxSx : refusedSx}
      slotProps={{
        input: {
          'aria-label': label,
          ...(allowed ? {} : { 'aria-disabled': true, 'aria-describedby': byScope ? editing.scopeRefusedId : editing.refusedId }),
        },
      }}
    />
  );
  return allowed ? box : <Tooltip title={translate(byScope ? `${M}.organisationOnly` : `${M}.ceiling`)}>{box}</Tooltip>;
}

/** Ids of the cells' permissions the editor may change. */
const grantableIds = (cells: readonly MatrixCell[], editing: Editing): Identifier[] =>
  cells.filter((cell) => cell.permission && editing.mayGrant(cell.name)).map((cell) => cell.permission!.id);

/** A check-all over `cells` (a row's or a column's). */
function CheckAll({ label, cells, editing }: { label: string; cells: readonly MatrixCell[]; editing: Editing }) {
  const ids = grantableIds(cells, editing);
  const state = checkAllState(ids, editing.selected);
  return (
    <MatrixCheckbox
      label={label}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      allowed={ids.length > 0}
      onToggle={() => editing.onChange(toggleAll(ids, editing.selected))}
      editing={editing}
    />
  );
}

/** One permission's cell: its checkbox (form), its check mark (details), or a dash when it does not exist. */
function PermissionCell({ cell, rowLabel, actionLabel, editing, held }: { cell?: MatrixCell; rowLabel: string; actionLabel: string; editing?: Editing; held: ReadonlySet<string> }) {
  const translate = useTranslate();
  if (!cell) return <TableCell />;
  const name = translate(`${M}.cell`, { resource: rowLabel, action: actionLabel });
  if (!editing) {
    const granted = held.has(cell.name);
    return (
      <TableCell align="center">
        {granted ? <CheckIcon fontSize="small" color="success" aria-hidden sx={{ verticalAlign: 'middle' }} /> : <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>–</Box>}
        <Box component="span" sx={visuallyHidden}>
          {translate(granted ? `${M}.granted` : `${M}.notGranted`)}
        </Box>
      </TableCell>
    );
  }
  if (!cell.permission) {
    return (
      <TableCell align="center">
        <Tooltip title={translate(`${M}.unavailable`)}>
          <Box component="span" sx={{ color: 'text.disabled' }} aria-label={`${name}: ${translate(`${M}.unavailable`)}`} role="img">
            –
          </Box>
        </Tooltip>
      </TableCell>
    );
  }
  const { id } = cell.permission;
  const selected = editing.selected.has(id);
  return (
    <TableCell align="center" padding="checkbox">
      <MatrixCheckbox
        label={name}
        checked={selected}
        allowed={editing.mayGrant(cell.name)}
        reason={editing.refusal(cell.name)}
        onToggle={() => {
          const next = new Set(editing.selected);
          if (selected) next.delete(id);
          else next.add(id);
          editing.onChange(next);
        }}
        editing={editing}
      />
    </TableCell>
  );
}

/** The "Other" row: permissions of no definition, each under its raw name. */
function OtherRow({ permissions, columns, editing, held }: { permissions: readonly MatrixPermission[]; columns: number; editing?: Editing; held: ReadonlySet<string> }) {
  const { translate } = useMatrixLabels();
  const label = translate(`${M}.other`);
  const cells: MatrixCell[] = permissions.map((permission) => ({ action: '', name: permission.name, permission }));
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={stickySx}>
        {label}
      </TableCell>
      {editing ? (
        <TableCell align="center" padding="checkbox">
          <CheckAll label={translate(`${M}.rowAll`, { resource: label })} cells={cells} editing={editing} />
        </TableCell>
      ) : null}
      <TableCell colSpan={columns}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {permissions.map((permission) =>
            editing ? (
              <FormControlLabel
                key={permission.name}
                sx={{ mr: 0 }}
                label={<Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{permission.name}</Typography>}
                control={
                  <MatrixCheckbox
                    label={permission.name}
                    checked={editing.selected.has(permission.id)}
                    allowed={editing.mayGrant(permission.name)}
                    reason={editing.refusal(permission.name)}
                    onToggle={() => editing.onChange(toggleAll([permission.id], editing.selected))}
                    editing={editing}
                  />
                }
              />
            ) : (
              <Box key={permission.name} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {held.has(permission.name) ? <CheckIcon fontSize="small" color="success" aria-hidden /> : null}
                <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                  {permission.name}
                </Typography>
              </Box>
            ),
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}

/**
 * The matrix table of `model`: editable with `editing`, else read-only with check marks for the
 * names in `held`.
 */
export function PermissionMatrixTable({ model, editing, held = new Set(), caption }: { model: PermissionMatrixModel; editing?: Editing; held?: ReadonlySet<string>; caption: string }) {
  const labels = useMatrixLabels();
  const { translate } = labels;
  const [scrollBox, scroll] = useSidewaysScroll<HTMLDivElement>();
  const hintId = useId();
  return (
    // Inline-size containment: the table's width never widens the page; it scrolls in here. The
    // scroll box is positioned so that the screen-reader texts (absolutely placed) in the columns
    // scrolled out of view stay inside it rather than widening the page.
    <Box sx={{ contain: 'inline-size', width: '100%', maxWidth: 720 }}>
      {scroll.overflows ? (
        <Typography id={hintId} variant="body2" color="text.secondary" data-testid="matrix-scroll-hint" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.75 }}>
          <SwapHorizIcon fontSize="small" aria-hidden />
          {translate(`${M}.scrollHint`)}
        </Typography>
      ) : null}
      {/* The right edge's shadow sits on this frame, outside the scrolling content, so it stays put. */}
      <Box
        data-hidden-after={scroll.hiddenAfter || undefined}
        sx={(theme) => ({
          position: 'relative',
          '&[data-hidden-after]::after': {
            content: '""',
            position: 'absolute',
            top: 1,
            right: 1,
            bottom: 1,
            width: 20,
            pointerEvents: 'none',
            borderRadius: `0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0`,
            background: `linear-gradient(to left, ${edgeShadow(theme)}, transparent)`,
          },
        })}
      >
        <Box
          ref={scrollBox}
          data-testid="permission-matrix-scroll"
          data-hidden-before={scroll.hiddenBefore || undefined}
          // Scrollable, so reachable and scrolled with the keyboard (the read-only matrix has no other stop).
          {...(scroll.overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption, 'aria-describedby': hintId } : {})}
          sx={(theme) => ({
            position: 'relative',
            overflowX: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            // Columns scrolled under the resource column: a shadow along its edge (drawn by a
            // pseudo-element: table cells with collapsed borders draw no box-shadow).
            '&[data-hidden-before] thead th:first-of-type::after, &[data-hidden-before] tbody th[scope="row"]::after': {
              content: '""',
              position: 'absolute',
              top: 0,
              bottom: 0,
              right: -11,
              width: 10,
              pointerEvents: 'none',
              background: `linear-gradient(to right, ${edgeShadow(theme)}, transparent)`,
            },
          })}
        >
          <Table
            size="small"
            sx={{
              '& thead th, & td': { whiteSpace: 'nowrap' },
              // The actions' names a little smaller than the rows': seven columns fit the form in every language.
              '& thead th:not(:first-of-type)': { fontSize: '0.8125rem', lineHeight: 1.3 },
              '& tbody tr:last-of-type > *': { borderBottom: 0 },
            }}
          >
            <Box component="caption" sx={visuallyHidden}>
              {caption}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ ...stickySx, zIndex: 2 }}>
                  {translate(`${M}.resource`)}
                </TableCell>
                {editing ? (
                  <TableCell component="th" scope="col" align="center" sx={{ px: 0.75 }}>
                    {translate(`${M}.all`)}
                  </TableCell>
                ) : null}
                {model.columns.map((action) => (
                  <TableCell key={action} component="th" scope="col" align="center" padding={editing ? 'checkbox' : 'normal'} sx={{ px: 0.75 }}>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: editing ? 0.5 : 0 }}>
                      <span>{labels.action(action)}</span>
                      {editing ? (
                        <CheckAll label={translate(`${M}.columnAll`, { action: labels.action(action) })} cells={columnCells(model, action)} editing={editing} />
                      ) : null}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {model.rows.map((row) => {
                const rowLabel = labels.resource(row);
                return (
                  <TableRow key={row.resource} hover>
                    <TableCell component="th" scope="row" sx={stickySx}>
                      {rowLabel}
                    </TableCell>
                    {editing ? (
                      <TableCell align="center" padding="checkbox">
                        <CheckAll label={translate(`${M}.rowAll`, { resource: rowLabel })} cells={existingCells(row)} editing={editing} />
                      </TableCell>
                    ) : null}
                    {model.columns.map((action) => (
                      <PermissionCell key={action} cell={row.cells[action]} rowLabel={rowLabel} actionLabel={labels.action(action)} editing={editing} held={held} />
                    ))}
                  </TableRow>
                );
              })}
              {model.other.length ? <OtherRow permissions={model.other} columns={model.columns.length} editing={editing} held={held} /> : null}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}

/** Every permission of the API's list, all its pages (a page holds at most {@link MAX_PAGE_SIZE}). */
function useAllPermissions() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, error } = useInfiniteGetList<MatrixPermission & { id: Identifier }>('permissions', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const permissions = useMemo(() => data?.pages.flatMap((page) => page.data.map(({ id, name }) => ({ id, name }))) ?? [], [data]);
  return { permissions, isPending: isPending || hasNextPage, error };
}

/** The form's permissions input (the role declaration's `permissions` field). */
export function PermissionMatrixInput({ source, label, definitions = RESOURCE_DEFINITIONS }: DeclaredInputProps & { definitions?: readonly ResourceDefinition[] }) {
  const translate = useTranslate();
  const refusedId = useId();
  const scopeRefusedId = useId();
  const { field, fieldState } = useInput({ source });
  const { permissions, isPending, error } = useAllPermissions();
  // The ceiling is global: permissions held only inside an organisation give no role rights.
  const user = useSessionUser();
  const ownPending = !user;
  const organisationRole = useWatch({ name: 'scope' }) === 'organisation';
  const model = useMemo(() => buildPermissionMatrix(definitions, permissions), [definitions, permissions]);
  const selected = useMemo(() => new Set(idsOf(field.value)), [field.value]);
  const heldByEditor = useMemo(() => new Set(user?.permissions ?? []), [user]);
  const groupLabel = translate(label, { _: label });
  const refusal = (name: string): Refusal | null => (organisationRole && !isOrganisationPermission(name) ? 'scope' : heldByEditor.has(name) ? null : 'ceiling');
  const editing: Editing = {
    selected,
    mayGrant: (name) => refusal(name) === null,
    refusal,
    onChange: (next) => field.onChange([...next]),
    onBlur: field.onBlur,
    refusedId,
    scopeRefusedId,
  };
  const anyRefused = permissions.some((permission) => refusal(permission.name) === 'ceiling');
  // Switching a new role to one organisation drops what such a role may not hold.
  const outsideScope = organisationRole ? permissions.filter((permission) => selected.has(permission.id) && !isOrganisationPermission(permission.name)).map((permission) => permission.id) : [];
  const outsideKey = outsideScope.join(',');
  useEffect(() => {
    if (!outsideKey) return;
    const dropped = new Set(outsideKey.split(','));
    field.onChange(idsOf(field.value).filter((id) => !dropped.has(String(id))));
    // Only when the scope or the selection brings such permissions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outsideKey]);
  let body: ReactNode;
  if (isPending || ownPending) {
    body = (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('resources.roles.form.loadingPermissions')}
      </Typography>
    );
  } else if (error) {
    body = (
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'pre-line' }}>
        {error.message}
      </Typography>
    );
  } else {
    body = <PermissionMatrixTable model={model} editing={editing} caption={groupLabel} />;
  }
  return (
    <FormControl component="fieldset" fullWidth margin="dense" sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{groupLabel}</FormLabel>
      {/* Always in the page: the greyed checkboxes point at it (aria-describedby). */}
      <Typography id={refusedId} variant="body2" color="text.secondary" sx={anyRefused ? { mb: 1 } : visuallyHidden}>
        {translate(`${M}.ceilingNote`)}
      </Typography>
      <Typography id={scopeRefusedId} variant="body2" color="text.secondary" sx={organisationRole ? { mb: 1 } : visuallyHidden}>
        {translate(`${M}.organisationOnly`)}
      </Typography>
      {body}
      {/* A server's verdict on the permissions (an unknown or forbidden one) shows under them. */}
      {fieldState.error?.message ? (
        <FormHelperText error id={`${field.name}-error`}>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

/** The details page's permissions: the same matrix, read-only, a check mark per granted one. */
export function PermissionMatrixField({ source, label, definitions = RESOURCE_DEFINITIONS }: DeclaredDisplayProps & { definitions?: readonly ResourceDefinition[] }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const granted = useMemo(() => {
    const value: unknown = record?.[source];
    return Array.isArray(value) ? (value as MatrixPermission[]).filter((item) => item && typeof item.name === 'string') : [];
  }, [record, source]);
  const model = useMemo(() => buildPermissionMatrix(definitions, granted), [definitions, granted]);
  const held = useMemo(() => new Set(granted.map((permission) => permission.name)), [granted]);
  return <PermissionMatrixTable model={model} held={held} caption={translate(label ?? `resources.roles.fields.${source}`)} />;
}
