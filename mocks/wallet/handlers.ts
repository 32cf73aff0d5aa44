import { toCentavos } from '@/api/money.ts'
import { profileWallet } from '@/api/wallet.ts'
import {
  PixKeyTypeSchema,
  profileActivateWallet,
  profileMyWallets,
  profileWithdraw,
  walletDepositHistory,
  walletWithdrawHistory,
  walletWithdrawRequest,
  type PixKeyType,
  type WithdrawalUpdatedEventWire,
} from '@/api/wallet-area.ts'
import * as v from 'valibot'
import { isValidCnpj } from '@/shared/br/cnpj.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'
import { alnumOnly, digitsOnly } from '@/shared/br/masks.ts'
import { isValidBrPhone } from '@/shared/br/phone.ts'
import { brl, withdrawLimits } from './limits.ts'
import { humanDiff, isValidCpfDigits } from '../auth/players.ts'
import type { PixDepositRecord, PixWithdrawalRecord } from '../pix/tables.ts'
import type { UserRecord } from '../auth/tables.ts'
import type { WalletRecord } from './tables.ts'
import { requestWithdrawal, wireWithdrawal } from '../pix/withdrawals.ts'
import { toWireWallet, walletOf, type WireWallet } from './wallets.ts'
import { keepCpf, withdrawalGate } from '../protection/cpf-gate.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { paginate } from '../handlers/paginate.ts'
import { accepted, custom, required, validateFields, type FieldRules, type Rule } from '../handlers/validation.ts'

export const WITHDRAW_REQUESTED = 'Saque solicitado com sucesso!'
export const WITHDRAW_REQUEST_SENT = 'Solicitação de saque enviada com sucesso'
export const INSUFFICIENT_BALANCE = { error: 'Saldo insuficiente' } as const
export const WALLET_ACTIVATED = 'Carteira atualizada com sucesso'
export const WALLET_NOT_FOUND = { message: 'Carteira não encontrada.' } as const

/** An entry of 'Minhas Carteiras': the original's `active` is a tinyint (1 or 0). */
function myWallet(wallet: WalletRecord) {
  const wire: WireWallet = toWireWallet(wallet)
  return {
    id: wallet.id,
    name: wallet.name,
    currency: wallet.currency,
    symbol: wallet.symbol,
    total_balance: wire.total_balance,
    balance_bonus: wallet.balance_bonus,
    active: wallet.active ? 1 : 0,
  } as const
}

// --- PIX keys ------------------------------------------------------------------------------------------

const EmailSchema = v.pipe(v.string(), v.email())
const RANDOM_KEY_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a key is a valid key of its type, in any of the ways the forms send it (masked or digits only). */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  const text = key.trim()
  switch (type) {
    case 'document': {
      // The app's own document rules (src/shared/br): masked or bare, CNPJ alphanumeric too.
      const document = alnumOnly(text)
      return document.length === 11 ? isValidCpf(text) : isValidCnpj(text)
    }
    case 'phoneNumber': {
      // "+55 (11) 98765-4321" or "11987654321": the national number must be a Brazilian phone with a real DDD.
      let digits = digitsOnly(text)
      if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
      return /^[\d\s().+-]*$/.test(text) && isValidBrPhone(digits)
    }
    case 'email':
      return v.is(EmailSchema, text)
    case 'randomKey':
      return RANDOM_KEY_RE.test(text)
  }
}

const KEY_MESSAGES: Record<PixKeyType, string> = {
  document: 'A chave PIX deve ser um CPF ou CNPJ válido.',
  phoneNumber: 'A chave PIX deve ser um telefone válido com DDD.',
  email: 'A chave PIX deve ser um endereço de e-mail válido.',
  randomKey: 'A chave PIX deve ser uma chave aleatória válida.',
}

const isKeyType = (value: unknown): value is PixKeyType => v.is(PixKeyTypeSchema, value)

// --- validation --------------------------------------------------------------------------------------

/**
 * The largest amount the contract carries (src/api/money.ts's MoneySchema: 13 integer digits). Its centavos are still
 * a safe integer; a bigger amount is refused here, by a rule, before anything turns it into centavos (1e16 reais
 * would overflow them, and 1e21 prints with an exponent).
 */
export const MAX_AMOUNT_REAIS = 9_999_999_999_999

/** A withdrawal amount read without throwing: centavos (0 for zero or less), 'too-large', or null (not a number). */
function readAmount(value: unknown): number | 'too-large' | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    if (value <= 0) return 0
    return value > MAX_AMOUNT_REAIS ? 'too-large' : toCentavos(value)
  }
  if (typeof value === 'string') {
    const match = /^(\d+)(?:[.,]\d{1,2})?$/.exec(value.trim())
    if (!match) return null
    return (match[1] ?? '').replace(/^0+(?=\d)/, '').length > 13 ? 'too-large' : toCentavos(value.trim())
  }
  return null
}

const numeric: Rule = (value, attribute) =>
  readAmount(value) === null ? `O campo ${attribute} deve ser um número.` : null
const aboveZero: Rule = (value, attribute) =>
  readAmount(value) === 0 ? `O campo ${attribute} deve ser maior que 0.` : null
// Laravel's numeric `max:` message.
const notAboveContract: Rule = (value, attribute) =>
  readAmount(value) === 'too-large' ? `O campo ${attribute} não pode ser superior a ${MAX_AMOUNT_REAIS}.` : null

/** The key's format follows the type the request names (the type's own errors come first). */
function keyFields(keyField: string, typeField: string, input: Record<string, unknown>): Record<string, FieldRules> {
  const type = input[typeField]
  return {
    [typeField]: {
      attribute: 'tipo de chave PIX',
      rules: [required, custom(isKeyType, (attribute) => `O campo ${attribute} selecionado é inválido.`)],
    },
    [keyField]: {
      attribute: 'chave PIX',
      rules: [
        required,
        (value) =>
          isKeyType(type) && !(typeof value === 'string' && isValidPixKey(type, value)) ? KEY_MESSAGES[type] : null,
      ],
    },
  }
}

const amountField: FieldRules = { attribute: 'valor', rules: [required, numeric, aboveZero, notAboveContract] }

/**
 * The player's CPF, sent only when none is on file (mocks/protection/cpf-gate.ts decides whether one is needed):
 * when sent, a real CPF as digits.
 */
export const withdrawCpfField: FieldRules = {
  attribute: 'CPF',
  rules: [
    custom(
      (value) => typeof value === 'string' && isValidCpfDigits(value),
      (attribute) => `O campo ${attribute} não é um CPF válido.`,
    ),
  ],
  optional: true,
}

/** The PIX withdraw page: amount (number), pix_key, pix_key_type. */
export const profileWithdrawRules: RequestRules = (input) =>
  validateFields(input, {
    amount: amountField,
    ...keyFields('pix_key', 'pix_key_type', input),
    cpf: withdrawCpfField,
  })

/** The wallet dialog: pix_key, pix_type, amount, type 'pix', currency, symbol, accept_terms. */
export const walletWithdrawRules: RequestRules = (input) =>
  validateFields(input, {
    amount: amountField,
    ...keyFields('pix_key', 'pix_type', input),
    type: {
      attribute: 'tipo',
      rules: [
        required,
        custom(
          (value) => value === 'pix',
          (attribute) => `O campo ${attribute} selecionado é inválido.`,
        ),
      ],
    },
    currency: { attribute: 'moeda', rules: [required] },
    accept_terms: { attribute: 'termos', rules: [accepted] },
    cpf: withdrawCpfField,
  })

/**
 * What both forms' controllers check once the input is valid, answered as the original does (400 `{error}`):
 * the settings' limits, then the cash balance, the only withdrawable money. The pause's withdraw-only call checks
 * the same.
 */
export function withdrawRefusal(userId: number, amount: number): Response | null {
  const { min, max } = withdrawLimits()
  if (amount < min) return reply.error(400, { error: `O valor mínimo para saque é ${brl(min)}` })
  if (amount > max) return reply.error(400, { error: `O valor máximo para saque é ${brl(max)}` })
  if (amount > toCentavos(walletOf(userId).balance)) return reply.error(400, INSUFFICIENT_BALANCE)
  return null
}

export interface WithdrawInput {
  amount: number | string
  pixKey: string
  pixKeyType: PixKeyType
  /** The CPF the request sent (only when none is on file). */
  cpf: string | undefined
  source: PixWithdrawalRecord['source']
}

/**
 * Both withdraw forms: refused when the CPF or the key is not the player's own (422, mocks/protection/cpf-gate.ts)
 * or as above (400), or the request recorded (cash moved to balance_withdrawal, a review scheduled), a CPF given now
 * kept, and answered in the form's own shape around the created record.
 */
function withdraw<T>(
  user: UserRecord,
  input: WithdrawInput,
  answer: (withdrawal: WithdrawalUpdatedEventWire) => T,
): T | Response {
  const gate = withdrawalGate(user, input.cpf, input.pixKeyType, input.pixKey)
  if (!gate.ok) return gate.refusal
  const centavos = toCentavos(input.amount)
  const refused = withdrawRefusal(user.id, centavos)
  if (refused) return refused
  const withdrawal = requestWithdrawal({
    userId: user.id,
    amountCentavos: centavos,
    pixKey: input.pixKey.trim(),
    pixKeyType: input.pixKeyType,
    source: input.source,
  })
  keepCpf(user.id, gate)
  return answer(wireWithdrawal(withdrawal))
}

/** Both history tables show 10 per page. */
export const HISTORY_PER_PAGE = 10

const newestFirst = <T extends { id: number; created_at: string }>(rows: T[]) =>
  rows.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)

function depositEntry(deposit: PixDepositRecord) {
  return {
    id: deposit.id,
    type: deposit.type,
    amount: deposit.amount,
    status: deposit.status,
    dateHumanReadable: humanDiff(deposit.created_at),
    created_at: deposit.created_at,
  }
}

const withdrawalsOf = (userId: number, rows: readonly PixWithdrawalRecord[]) =>
  newestFirst(rows.filter((w) => w.user_id === userId)).map(wireWithdrawal)

// Without a valid token handle() answers 401 { error: "Unauthenticated." }: the app then clears local storage.
export const walletHandlers = [
  // The active wallet: deposits, withdrawals and bets use it.
  handle(profileWallet, ({ auth }) => ({ wallet: toWireWallet(walletOf(auth.user.id)) })),

  handle(profileMyWallets, ({ auth, db }) => {
    // A player made by hand (tests) gets the empty wallet every player has.
    walletOf(auth.user.id)
    return {
      wallets: db.wallets
        .where((w) => w.user_id === auth.user.id)
        .sort((a, b) => a.id - b.id)
        .map(myWallet),
    }
  }),

  // One active wallet per player: activating one deactivates the others.
  handle(profileActivateWallet, ({ auth, db, params, now }) => {
    const wallet = db.wallets.find(Number(params.id))
    if (!wallet || wallet.user_id !== auth.user.id) return reply.error(404, WALLET_NOT_FOUND)
    for (const other of db.wallets.where((w) => w.user_id === auth.user.id && w.active && w.id !== wallet.id)) {
      db.wallets.update(other.id, { active: false, updated_at: now.toISOString() })
    }
    const active = db.wallets.update(wallet.id, { active: true, updated_at: now.toISOString() }) ?? wallet
    return { status: true, message: WALLET_ACTIVATED, wallet: myWallet(active) }
  }),

  handle(
    profileWithdraw,
    ({ auth, body }) =>
      withdraw(
        auth.user,
        { amount: body.amount, pixKey: body.pix_key, pixKeyType: body.pix_key_type, cpf: body.cpf, source: 'profile' },
        (withdrawal) => ({ success: true, message: WITHDRAW_REQUESTED, withdrawal }),
      ),
    { rules: profileWithdrawRules },
  ),

  handle(
    walletWithdrawRequest,
    ({ auth, body }) =>
      withdraw(
        auth.user,
        { amount: body.amount, pixKey: body.pix_key, pixKeyType: body.pix_type, cpf: body.cpf, source: 'wallet' },
        (withdrawal) => ({ status: true, message: WITHDRAW_REQUEST_SENT, withdrawal }),
      ),
    { rules: walletWithdrawRules },
  ),

  // The history page: Laravel paginators, newest first, dates relative to the simulation clock.
  handle(walletWithdrawHistory, ({ auth, db, query, request }) => ({
    withdraws: paginate(
      withdrawalsOf(auth.user.id, db.withdrawals.all()),
      query.page ?? 1,
      HISTORY_PER_PAGE,
      request.url,
    ),
  })),

  handle(walletDepositHistory, ({ auth, db, query, request }) => ({
    deposits: paginate(
      newestFirst(db.deposits.where((d) => d.user_id === auth.user.id)).map(depositEntry),
      query.page ?? 1,
      HISTORY_PER_PAGE,
      request.url,
    ),
  })),
]
