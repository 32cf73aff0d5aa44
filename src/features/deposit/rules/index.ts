export * from './quick-amounts.ts'
export * from './keypad.ts'
export * from './deposit-amount.ts'
export * from './payment-status.ts'
