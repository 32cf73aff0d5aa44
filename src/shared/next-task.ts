/**
 * One turn of the event loop: what follows the returned promise runs in a task of its own. The start-up is cut into
 * tasks this way so that none blocks a tap for long (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
