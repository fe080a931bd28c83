/** Lets the browser handle input and paint between start-up steps (no long task). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
