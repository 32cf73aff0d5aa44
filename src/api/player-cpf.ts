import * as v from 'valibot'

/**
 * The player's CPF on the money calls. Money moves only for a known person: a deposit and a withdrawal run under the
 * CPF on the player's account, or, when the account has none, the one the request sends, which the server checks
 * (a real CPF, no break or self-exclusion in force on it, no other account's) and keeps. A module of its own: the
 * deposit, the wallet's withdrawals, the affiliate's and the pause's all read it.
 */
export const CpfDigitsSchema = v.pipe(v.string(), v.regex(/^\d{11}$/))

/** A withdrawal sends the CPF only when the account has none on file. */
export const WithdrawCpfSchema = v.optional(CpfDigitsSchema)

/** The 422s of the CPF and own-key rules, in every withdrawal endpoint's documentation. */
export const WITHDRAW_OWNER_ERRORS =
  'Validation, field -> messages; besides the formats: `{ "cpf": ["O campo CPF é obrigatório."] }` while the ' +
  'account has no CPF and none is sent, `"O CPF informado não é o CPF da sua conta."`, `"O campo CPF já está em ' +
  "uso.\"` (another account's), or the words of a break or self-exclusion in force on that CPF (the login refusal's); " +
  '`{ "pix_key": ["A chave CPF precisa ser o seu CPF."] }` for a document key that is not the player\'s CPF (a ' +
  "CNPJ included). An e-mail, phone or random key is taken as the player's own once the CPF is known."
