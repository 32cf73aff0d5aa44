export * from './masks.ts'
export * from './cpf.ts'
export * from './cnpj.ts'
export * from './phone.ts'
