/**
 * The marketing figures of docs/requirements.md#r1 Values are spec constants shared by the home page and the
 * company pages; each page translates the labels in its own namespace.
 */
export const COMPANY_FIGURES = {
  projects: '500+',
  satisfaction: '99%',
  support: '24/7',
  companies: '1300+',
  teamMembers: '150+',
  years: '15+',
  efficiency: '65%',
  sectors: '15+',
} as const;

export type CompanyFigure = keyof typeof COMPANY_FIGURES;
