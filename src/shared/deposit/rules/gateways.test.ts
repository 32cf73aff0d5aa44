import { describe, expect, it } from 'vitest'
import { defaultGateway, depositGateways } from './gateways.ts'

const flags = (brasilcash: boolean, rexpay: boolean, digitopay: boolean) => ({
  brasilcash_is_enable: brasilcash,
  rexpay_is_enable: rexpay,
  digitopay_is_enable: digitopay,
})

describe('deposit gateways', () => {
  it('lists the enabled gateways, BrasilCash first and the default', () => {
    expect(depositGateways(flags(true, true, true))).toEqual(['brasilcash', 'rexpay', 'digitopay'])
    expect(defaultGateway(flags(true, true, true))).toBe('brasilcash')
    expect(depositGateways(flags(true, false, true))).toEqual(['brasilcash', 'digitopay'])
  })

  it('without BrasilCash the first enabled one is the default', () => {
    expect(depositGateways(flags(false, true, true))).toEqual(['rexpay', 'digitopay'])
    expect(defaultGateway(flags(false, true, true))).toBe('rexpay')
    expect(defaultGateway(flags(false, false, true))).toBe('digitopay')
  })

  it('with none enabled (or no settings) BrasilCash is still offered', () => {
    expect(depositGateways(flags(false, false, false))).toEqual(['brasilcash'])
    expect(depositGateways(null)).toEqual(['brasilcash'])
    expect(defaultGateway(undefined)).toBe('brasilcash')
  })
})
