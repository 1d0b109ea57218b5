/** The ids the layout's skip link jumps to (app/layout/SkipLink.tsx): the screen, and a listing's results. */
export const skipTargets = { main: 'main', results: 'results' } as const;
