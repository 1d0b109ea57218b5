/**
 * A breaking change marked deliberate (decision 024): `x-breaking-change-approved: <what changes
 * and why>` on an operation approves that operation's findings; in `info` it approves every finding
 * of the change (a new major version, an operation removed). The note must be new in this change
 * (absent from the base, or different there): a note left over from an earlier pull request
 * approves nothing, so the next break still fails until someone names it.
 */
import type { Finding } from './findings.js';
import { operationName, operationsOf } from './operations.js';
import { isNode, type Node, type Spec } from './spec.js';

export const approvalMarker = 'x-breaking-change-approved';

const noteOf = (holder: unknown): string | undefined => {
  const note = isNode(holder) ? holder[approvalMarker] : undefined;
  return typeof note === 'string' && note.trim() ? note.trim() : undefined;
};

const operationKey = (operation: Node, method: string, path: string) => operationName(operation, method, path);

export function applyApprovals(findings: Finding[], oldSpec: Spec, newSpec: Spec): Finding[] {
  const oldNotes = new Map<string, string | undefined>();
  for (const { operation, method, path } of operationsOf(oldSpec).values())
    oldNotes.set(operationKey(operation, method, path), noteOf(operation));
  const fresh = (note: string | undefined, before: string | undefined) => (note && note !== before ? note : undefined);

  const changeNote = fresh(noteOf(newSpec.document.info), noteOf(oldSpec.document.info));
  const notes = new Map<string, string>();
  for (const { operation, method, path } of operationsOf(newSpec).values()) {
    const name = operationKey(operation, method, path);
    const note = fresh(noteOf(operation), oldNotes.get(name));
    if (note) notes.set(name, note);
  }
  return findings.map((found) => {
    const note = found.severity === 'breaking' ? (notes.get(found.operation) ?? changeNote) : undefined;
    return note ? { ...found, approved: note } : found;
  });
}
