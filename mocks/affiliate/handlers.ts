import { affiliatesGenerate, affiliatesInfo, affiliatesRequest, AffiliatePixTypeSchema } from '@/api/affiliate.ts'
import { toCentavos } from '@/api/money.ts'
import type { PixKeyType } from '@/api/wallet-area.ts'
import * as v from 'valibot'
import { generateReferralCode, followReferrals, indicationsOf } from './referrals.ts'
import { requestWithdrawal } from '../pix/withdrawals.ts'
import { walletOf } from '../wallet/wallets.ts'
import { keepCpf, withdrawalGate } from '../protection/cpf-gate.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { custom, required, validateFields } from '../handlers/validation.ts'
import { isValidPixKey, withdrawCpfField } from '../wallet/handlers.ts'

export const CODE_GENERATED = 'Código gerado com sucesso'
export const EARNINGS_REQUESTED = 'Saque solicitado com sucesso!'
export const NOTHING_TO_WITHDRAW = { error: 'Saldo de indicações insuficiente' } as const

// Referral rewards follow the wallet's bets, wins and paid deposits wherever the handlers run.
followReferrals()

/** The affiliate modal's key types are the wallet's under other names. */
const WALLET_KEY_TYPE: Record<v.InferOutput<typeof AffiliatePixTypeSchema>, PixKeyType> = {
  cpf: 'document',
  phone: 'phoneNumber',
  email: 'email',
  random: 'randomKey',
}

const KEY_MESSAGES: Record<keyof typeof WALLET_KEY_TYPE, string> = {
  cpf: 'A chave PIX deve ser um CPF válido.',
  phone: 'A chave PIX deve ser um telefone válido com DDD.',
  email: 'A chave PIX deve ser um endereço de e-mail válido.',
  random: 'A chave PIX deve ser uma chave aleatória válida.',
}

const isAffiliateKeyType = (value: unknown): value is keyof typeof WALLET_KEY_TYPE =>
  v.is(AffiliatePixTypeSchema, value)

/** A cpf key is a CPF only (the wallet's document key also takes a CNPJ). */
function isValidAffiliateKey(type: keyof typeof WALLET_KEY_TYPE, key: string): boolean {
  if (type === 'cpf' && key.replace(/\D/g, '').length !== 11) return false
  return isValidPixKey(WALLET_KEY_TYPE[type], key)
}

function readAmount(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null
  try {
    return toCentavos(value)
  } catch {
    return null
  }
}

export const affiliateRequestRules: RequestRules = (input) =>
  validateFields(input, {
    amount: {
      attribute: 'valor',
      rules: [
        required,
        custom(
          (value) => readAmount(value) !== null,
          (attribute) => `O campo ${attribute} deve ser um número.`,
        ),
        custom(
          (value) => (readAmount(value) ?? 0) > 0,
          (attribute) => `O campo ${attribute} deve ser maior que 0.`,
        ),
      ],
    },
    pix_type: {
      attribute: 'tipo de chave PIX',
      rules: [required, custom(isAffiliateKeyType, (attribute) => `O campo ${attribute} selecionado é inválido.`)],
    },
    pix_key: {
      attribute: 'chave PIX',
      rules: [
        required,
        (value) =>
          isAffiliateKeyType(input.pix_type) &&
          !(typeof value === 'string' && isValidAffiliateKey(input.pix_type, value))
            ? KEY_MESSAGES[input.pix_type]
            : null,
      ],
    },
    cpf: withdrawCpfField,
  })

/** The referral link: the app's registration reads `?code=`. */
function referralUrl(request: Request, code: string): string {
  const origin = typeof location === 'undefined' ? new URL(request.url).origin : location.origin
  return `${origin}/register?code=${encodeURIComponent(code)}`
}

export const affiliateHandlers = [
  handle(affiliatesInfo, ({ auth, request, db }) => {
    const user = db.users.find(auth.user.id) ?? auth.user
    const wallet = walletOf(user.id)
    return {
      status: true,
      code: user.code,
      url: user.code ? referralUrl(request, user.code) : null,
      indications: indicationsOf(user.id),
      wallet: { refer_rewards: wallet.refer_rewards, currency: wallet.currency, symbol: wallet.symbol },
    }
  }),

  // Generates the code once; asking again answers the same success (the page only reloads the info).
  handle(affiliatesGenerate, ({ auth }) => {
    generateReferralCode(auth.user.id)
    return { status: true, message: CODE_GENERATED }
  }),

  // The earnings leave refer_rewards for a PIX withdrawal in analysis, which the wallet's history lists. Like every
  // withdrawal, only to the player's own key under a known CPF (mocks/protection/cpf-gate.ts).
  handle(
    affiliatesRequest,
    ({ auth, body }) => {
      const pixKeyType = WALLET_KEY_TYPE[body.pix_type]
      const gate = withdrawalGate(auth.user, body.cpf, pixKeyType, body.pix_key)
      if (!gate.ok) return gate.refusal
      const amount = toCentavos(body.amount)
      if (amount > toCentavos(walletOf(auth.user.id).refer_rewards)) return reply.error(400, NOTHING_TO_WITHDRAW)
      requestWithdrawal({
        userId: auth.user.id,
        amountCentavos: amount,
        pixKey: body.pix_key.trim(),
        pixKeyType,
        source: 'affiliate',
      })
      keepCpf(auth.user.id, gate)
      return { status: true, message: EARNINGS_REQUESTED }
    },
    { rules: affiliateRequestRules },
  ),
]
