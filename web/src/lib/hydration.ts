/**
 * Whether a render draws HTML that the server rendered (or renders it, on the server). During that
 * first render the browser must draw exactly what the HTML holds, so parts that are otherwise drawn
 * a batch per task (hooks/useDrawnInTasks) are drawn whole: the server sent them all, and a shopper
 * without JavaScript sees them all. Once the hydrated page has mounted, drawing in tasks resumes.
 */
let drawingServerHtml = import.meta.env.SSR;

export const drawsServerHtml = (): boolean => drawingServerHtml;

export function hydrationStarts(): void {
  drawingServerHtml = true;
}

export function hydrationEnded(): void {
  drawingServerHtml = false;
}
