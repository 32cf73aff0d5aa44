import { useRef, useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useToast } from '@/shared/toast.ts'
import { useReloadMoney, useRedeemCoupon } from '../queries.ts'
import { describeCouponFailure } from '../rules/failures.ts'
import { useErrorNotices } from '../use-notices.ts'
import { OverviewCard } from './overview-cards.tsx'

/**
 * The coupon field (POST profile/coupon/redeem): an empty code sends nothing; success shows the server's message
 * or 'Cupom aplicado com sucesso!' and reloads the wallet; failure shows the server's message or 'Erro ao aplicar o
 * cupom'. An answer saying status false is a failure with its message.
 */
export function CouponForm() {
  const { t } = useLingui()
  const toast = useToast()
  const showErrors = useErrorNotices()
  const reload = useReloadMoney()
  const redeem = useRedeemCoupon()
  const [code, setCode] = useState('')
  // One request per press, even when Enter and a click land together.
  const sending = useRef(false)

  const submit = () => {
    const trimmed = code.trim()
    if (trimmed === '' || sending.current) return
    sending.current = true
    redeem.mutate(trimmed, {
      onSuccess: (answer) => {
        if (answer.status === false) {
          toast.error(answer.message?.trim() || t`Erro ao aplicar o cupom`)
          return
        }
        toast.success(answer.message?.trim() || t`Cupom aplicado com sucesso!`)
        setCode('')
        void reload()
      },
      onError: (error) => showErrors([describeCouponFailure(error)]),
      onSettled: () => {
        sending.current = false
      },
    })
  }

  return (
    <OverviewCard title={<Trans>Cupom</Trans>}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`Código do cupom`}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="light" loading={redeem.isPending} disabled={code.trim() === ''}>
            <Trans>Aplicar cupom</Trans>
          </Button>
        </Group>
      </form>
    </OverviewCard>
  )
}
