/**
 * Resources that live only inside another's screens (a details tab's children) have no
 * `<Resource>` of their own, so react-admin would name their records "#10" in titles, delete
 * confirmations and switch labels. Their screens register the declaration's name for them.
 */
import { useEffect } from 'react';
import { useResourceDefinitionContext, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from './types';

/** Registers `declaration` (its record representation) with react-admin unless a `<Resource>` already did. */
export function useRegisterDeclaration(declaration: ResourceDeclaration): void {
  const { definitions, register } = useResourceDefinitionContext();
  const known = !!definitions[declaration.name];
  const { name, recordRepresentation } = declaration;
  useEffect(() => {
    if (known) return;
    register({
      name,
      hasList: false,
      hasCreate: false,
      hasEdit: false,
      hasShow: false,
      recordRepresentation:
        typeof recordRepresentation === 'function' ? (record: RaRecord) => recordRepresentation(record) : recordRepresentation,
    });
  }, [known, name, recordRepresentation, register]);
}
