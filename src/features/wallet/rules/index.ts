export * from './rollover.ts'
export * from './withdraw.ts'
export * from './withdraw-keypad.ts'
export * from './history.ts'
