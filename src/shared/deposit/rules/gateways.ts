/**
 * The gateway chooser: each gateway the settings enable, BrasilCash first and the default ("choose
 * gateway (default PIX via brasilcash)"). Every gateway takes PIX (`paymentType: 'pix'`); src/api/deposit.ts
 * depositEndpointFor picks the path.
 */
export type DepositGateway = 'brasilcash' | 'rexpay' | 'digitopay'

export interface GatewaySettings {
  brasilcash_is_enable?: boolean | null
  rexpay_is_enable?: boolean | null
  digitopay_is_enable?: boolean | null
}

export const DEFAULT_GATEWAY: DepositGateway = 'brasilcash'

/** The display names; brand names, not translated. */
export const GATEWAY_NAMES: Record<DepositGateway, string> = {
  brasilcash: 'BrasilCash',
  rexpay: 'RexPay',
  digitopay: 'DigitoPay',
}

const ORDER: ReadonlyArray<[DepositGateway, keyof GatewaySettings]> = [
  ['brasilcash', 'brasilcash_is_enable'],
  ['rexpay', 'rexpay_is_enable'],
  ['digitopay', 'digitopay_is_enable'],
]

/**
 * The enabled gateways in the chooser's order. With none enabled (a misconfigured server) the default is still
 * offered: the request then gets the server's own answer instead of a form that can never be sent.
 */
export function depositGateways(setting?: GatewaySettings | null): DepositGateway[] {
  const enabled = ORDER.filter(([, flag]) => setting?.[flag] === true).map(([gateway]) => gateway)
  return enabled.length > 0 ? enabled : [DEFAULT_GATEWAY]
}

/** BrasilCash when it is enabled, else the first enabled one. */
export function defaultGateway(setting?: GatewaySettings | null): DepositGateway {
  const gateways = depositGateways(setting)
  return gateways.includes(DEFAULT_GATEWAY) ? DEFAULT_GATEWAY : (gateways[0] ?? DEFAULT_GATEWAY)
}
