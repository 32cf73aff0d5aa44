export * from './validation.ts'
export * from './password-strength.ts'
export * from './login-identifier.ts'
export * from './register-steps.ts'
