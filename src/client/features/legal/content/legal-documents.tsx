// The three legal documents, their titles and the exact strings the legal pages show (spec 1 §2, §9).
import type { ComponentType } from 'react';
import { LEGAL_DOCUMENT_DATE } from '@shared/limits';
import type { LegalAnchor } from '@client/config/paths';
import { ApiDocumentation } from './api-documentation';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

export const LEGAL_TEXT = {
  modalTitle: 'Legal Information',
  modalDescription: 'Our Privacy Policy, Terms of Service and API Documentation.',
  close: 'Close',
  lastUpdated: `Last updated: ${LEGAL_DOCUMENT_DATE}`,
  backToApp: 'Back to SlangBridge',
  backToHome: 'Back to home',
  sectionsNav: 'Legal documents',
} as const;

export interface LegalDocument {
  anchor: LegalAnchor;
  title: string;
  /** A short label for the tab-like navigation on narrow screens. */
  shortTitle: string;
  Body: ComponentType;
}

export const legalDocuments: readonly LegalDocument[] = [
  {
    anchor: 'privacy',
    title: 'Privacy Policy',
    shortTitle: 'Privacy',
    Body: PrivacyPolicy,
  },
  {
    anchor: 'terms',
    title: 'Terms of Service',
    shortTitle: 'Terms',
    Body: TermsOfService,
  },
  {
    anchor: 'api',
    title: 'API Documentation',
    shortTitle: 'API',
    Body: ApiDocumentation,
  },
];

export function legalDocument(anchor: LegalAnchor): LegalDocument {
  const found = legalDocuments.find((document) => document.anchor === anchor);
  if (!found) throw new Error(`Unknown legal document: ${anchor}`);
  return found;
}
