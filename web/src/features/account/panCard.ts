import { i18n } from '@lingui/core';
import { formMessages } from '../../lib/forms/validation';
import { panCardTexts } from './data/panCardTexts';

/** Five letters, four digits, a letter: the shape of every PAN. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Only JPEG is allowed, and enforced (not just said on the page): type and extension. */
export function isJpeg(file: File): boolean {
  return file.type === 'image/jpeg' && /\.jpe?g$/i.test(file.name);
}

export interface PanCardDraft {
  number: string;
  fullName: string;
  file: File | null;
  declared: boolean;
}

export function panCardProblem(draft: PanCardDraft): string | null {
  if (draft.number.trim() === '' || draft.fullName.trim() === '') return i18n._(formMessages.fillAllFields);
  if (!PAN_PATTERN.test(draft.number.trim())) return i18n._(panCardTexts.invalidNumber);
  if (!draft.file) return i18n._(panCardTexts.missingFile);
  if (!isJpeg(draft.file)) return i18n._(panCardTexts.onlyJpeg);
  if (!draft.declared) return i18n._(panCardTexts.missingDeclaration);
  return null;
}
