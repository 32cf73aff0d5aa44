import { Button, Group, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { describeApiFailure } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { useRedeemCoupon } from '../queries.ts'
import { couponFailure } from '../rules/failures.ts'
import { OverviewCard } from './overview-cards.tsx'

/**
 * The coupon field (POST profile/coupon/redeem): an empty code sends nothing; success shows the server's message
 * or 'Cupom aplicado com sucesso!' and reloads the wallet; failure shows the server's message or 'Erro ao aplicar o
 * cupom'. An answer saying status false is a failure with its message.
 */
export function CouponForm() {
  const { t } = useLingui()
  const toast = useToast()
  const moneyMoved = useMoneyMoved()
  const redeem = useRedeemCoupon()
  // @mantine/form, as every form (docs/architecture.md, "Forms"); the code has no message of its own.
  const form = useForm({ initialValues: { code: '' } })
  const code = form.values.code

  const submit = ({ code }: { code: string }) => {
    const trimmed = code.trim()
    if (trimmed === '') return
    // One request per press, even when Enter and a click land together (submit ignores a second one).
    redeem.submit(trimmed, {
      onSuccess: (answer) => {
        if (answer.status === false) {
          toast.error(answer.message?.trim() || t`Erro ao aplicar o cupom`)
          return
        }
        toast.success(answer.message?.trim() || t`Cupom aplicado com sucesso!`)
        form.reset()
        void moneyMoved()
      },
      onError: (error) => toast.errors(describeApiFailure(error, couponFailure)),
    })
  }

  return (
    <OverviewCard title={<Trans>Cupom</Trans>}>
      <form onSubmit={form.onSubmit(submit)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`Código do cupom`}
            {...form.getInputProps('code')}
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
