import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { toCentavos } from '@/api/money.ts'
import type { CouponState } from './coupons.ts'
import { usePanelRead } from '../panel/client.ts'
import { brl } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'

const STATE_COLORS: Record<CouponState, string> = { valid: 'green', expired: 'gray', exhausted: 'orange' }

/** The seeded coupon codes, to type in the wallet's coupon field, with their uses. */
export function CouponsSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('coupons.list')
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })
  const stateLabels: Record<CouponState, string> = { valid: t`Válido`, expired: t`Expirado`, exhausted: t`Esgotado` }

  return (
    <PanelRead read={read}>
      {(coupons) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              Digite um código no campo de cupom da carteira: o valor vai para o saldo de bônus, com rollover.
            </Trans>
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Cupons`} style={{ listStyle: 'none' }}>
            {coupons.map((coupon) => {
              const amount = brl(toCentavos(coupon.amount))
              const uses = coupon.uses
              const limit = coupon.max_uses
              const players = coupon.players
              const expires = coupon.expires_at ? date.format(new Date(coupon.expires_at)) : null
              return (
                <Paper component="li" key={coupon.id} withBorder p="xs" radius="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={700} ff="monospace">
                      {coupon.code}
                    </Text>
                    <Badge color={STATE_COLORS[coupon.state]} variant="light">
                      {stateLabels[coupon.state]}
                    </Badge>
                  </Group>
                  <Text size="xs">
                    {coupon.once_per_player ? (
                      <Trans>{amount} de bônus · uma vez por jogador</Trans>
                    ) : (
                      <Trans>{amount} de bônus · pode ser usado de novo</Trans>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {limit === null ? (
                      <Plural value={uses} _0="Nunca usado" one="Usado # vez" other="Usado # vezes" />
                    ) : (
                      <Trans>
                        Usado {uses} de {limit} vezes
                      </Trans>
                    )}
                    {' · '}
                    <Plural
                      value={players}
                      _0="nenhum jogador nesta demonstração"
                      one="# jogador nesta demonstração"
                      other="# jogadores nesta demonstração"
                    />
                    {expires ? (
                      <>
                        {' · '}
                        <Trans>validade {expires}</Trans>
                      </>
                    ) : null}
                  </Text>
                </Paper>
              )
            })}
          </Stack>
        </Stack>
      )}
    </PanelRead>
  )
}
