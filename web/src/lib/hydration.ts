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

const afterwards: Array<() => void> = [];

/** Runs `work` once the hydrated page has mounted (the page's first paint is the server's). */
export function afterHydration(work: () => void): void {
  afterwards.push(work);
}

export function hydrationEnded(): void {
  drawingServerHtml = false;
  for (const work of afterwards.splice(0)) work();
}
