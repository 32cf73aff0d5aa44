import '@mantine/core/styles/Progress.layer.css'
import { useEffect, useRef } from 'react'
import { Button, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { QRCodeSVG } from 'qrcode.react'
import { formatBRL } from '@/shared/money.ts'
import { noticeText } from '@/shared/notice.ts'
import { useToast } from '@/shared/toast.ts'
import { IconAlert } from '@/shared/ui/icons/alert.tsx'
import { IconCircleCheck } from '@/shared/ui/icons/circle-check.tsx'
import { IconCopy } from '@/shared/ui/icons/copy.tsx'
import { timerProgress, type PaymentEvent, type PaymentState } from './rules/payment-status.ts'
import classes from './payment-status-panel.module.css'

type ShownState = Exclude<PaymentState, { status: 'idle' }>

/**
 * The panel replaces the form, and with it the button that had focus: focus moves to the new state's heading (or
 * message), so keyboard and screen-reader users land where the change happened.
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}

export interface PaymentStatusPanelProps {
  state: ShownState
  dispatch: (event: PaymentEvent) => void
  /**
   * `Continuar` after the confirmation and `Fechar` on an error: the modal closes; the page goes back to the form.
   * The panel dispatches its own event first, so the state is reset either way.
   */
  onDone?: () => void
}

/**
 * The payment status panel: pending (QR drawn here from the copy-and-paste code, the code with a
 * copy button, the 30 s countdown and the two checks), confirmed (amount, bonus, total, `Continuar`) and error
 * (message, retry, cancel, `Fechar`). Its own chunk, with the QR encoder, loaded after a code is generated.
 */
export function PaymentStatusPanel({ state, dispatch, onDone }: PaymentStatusPanelProps) {
  switch (state.status) {
    case 'pending':
      return <PendingPayment state={state} dispatch={dispatch} />
    case 'confirmed':
      return <ConfirmedPayment state={state} dispatch={dispatch} onDone={onDone} />
    case 'error':
      return <FailedPayment state={state} dispatch={dispatch} onDone={onDone} />
  }
}

function PendingPayment({
  state,
  dispatch,
}: {
  state: Extract<PaymentState, { status: 'pending' }>
  dispatch: (event: PaymentEvent) => void
}) {
  const { t } = useLingui()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const amount = formatBRL(state.amount)
  const seconds = state.nextCheckIn
  const progress = timerProgress(state)
  return (
    <Stack gap="md" className={classes.panel} aria-labelledby="deposit-pending-title" role="region">
      <div>
        <Title order={2} size="h4" id="deposit-pending-title" ref={heading} tabIndex={-1}>
          <Trans>Aguardando pagamento</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Pague {amount} com o app do seu banco: escaneie o QR Code ou use o código PIX copia e cola.</Trans>
        </Text>
      </div>

      <div className={classes.qr}>
        <QRCodeSVG
          value={state.pix.qrcode}
          size={208}
          marginSize={2}
          level="M"
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={t`QR Code do PIX de ${amount}`}
        />
      </div>

      <PixCode code={state.pix.qrcode} />

      <div>
        <Text size="sm" id="deposit-countdown-label" mb={4}>
          <Trans>Próxima verificação em {seconds}s</Trans>
        </Text>
        <Progress.Root size="sm">
          {/* Its own aria: the bar is named by the countdown's text and reports whole percents. */}
          <Progress.Section
            value={progress}
            withAria={false}
            role="progressbar"
            aria-labelledby="deposit-countdown-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
          />
        </Progress.Root>
      </div>

      <div className={classes.actions}>
        <Button onClick={() => dispatch({ type: 'check' })} loading={state.checking}>
          <Trans>Verificar Pagamento</Trans>
        </Button>
        <Button variant="light" onClick={() => dispatch({ type: 'check-now' })} disabled={state.checking}>
          <Trans>Verificar Agora</Trans>
        </Button>
        <Button variant="subtle" color="gray" onClick={() => dispatch({ type: 'cancel' })}>
          <Trans>Cancelar</Trans>
        </Button>
      </div>
    </Stack>
  )
}

/** The copy-and-paste code, read-only, with a copy button that says so in a toast. */
function PixCode({ code }: { code: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      toast.success(t`Código PIX copiado!`)
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the code selected for a manual copy.
      input.current?.focus()
      input.current?.select()
      toast.error(t`Não foi possível copiar. O código está selecionado: copie-o manualmente.`)
    }
  }

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        ref={input}
        label={t`Código PIX copia e cola`}
        value={code}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        className={classes.code}
        classNames={{ input: classes.codeInput }}
      />
      <Button leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
        <Trans>Copiar</Trans>
      </Button>
    </Group>
  )
}

function ConfirmedPayment({
  state,
  dispatch,
  onDone,
}: {
  state: Extract<PaymentState, { status: 'confirmed' }>
  dispatch: (event: PaymentEvent) => void
  onDone?: () => void
}) {
  const { summary } = state
  const percent = summary.bonusPercent
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <Stack gap="md" align="center" className={classes.panel} role="region" aria-labelledby="deposit-confirmed-title">
      <IconCircleCheck size={56} className={classes.confirmedIcon} />
      <Title order={2} size="h4" ta="center" id="deposit-confirmed-title" ref={heading} tabIndex={-1}>
        <Trans>Pagamento confirmado com sucesso!</Trans>
      </Title>
      <dl className={classes.summary}>
        <div>
          <dt>
            <Trans>Valor depositado</Trans>
          </dt>
          <dd>{formatBRL(summary.amount)}</dd>
        </div>
        {summary.bonus > 0 && (
          <div>
            <dt>
              <Trans>Bônus ({percent}%)</Trans>
            </dt>
            <dd>{formatBRL(summary.bonus)}</dd>
          </div>
        )}
        <div className={classes.total}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatBRL(summary.total)}</dd>
        </div>
      </dl>
      <Button
        fullWidth
        onClick={() => {
          dispatch({ type: 'continue' })
          onDone?.()
        }}
      >
        <Trans>Continuar</Trans>
      </Button>
    </Stack>
  )
}

function FailedPayment({
  state,
  dispatch,
  onDone,
}: {
  state: Extract<PaymentState, { status: 'error' }>
  dispatch: (event: PaymentEvent) => void
  onDone?: () => void
}) {
  const { i18n, t } = useLingui()
  const alert = useFocusOnMount<HTMLDivElement>()
  const message = noticeText(i18n, state.message)
  return (
    <Stack gap="md" className={classes.panel} role="region" aria-label={t`Erro no pagamento`}>
      <div role="alert" className={classes.alert} ref={alert} tabIndex={-1}>
        <IconAlert size={20} className={classes.alertIcon} />
        <div>
          <Text fw={700} size="sm">
            <Trans>Erro no pagamento</Trans>
          </Text>
          <Text size="sm">{message}</Text>
        </div>
      </div>
      <div className={classes.actions}>
        <Button onClick={() => dispatch({ type: 'retry' })}>
          <Trans>Tentar novamente</Trans>
        </Button>
        <Button variant="light" onClick={() => dispatch({ type: 'cancel' })}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            dispatch({ type: 'close' })
            onDone?.()
          }}
        >
          <Trans>Fechar</Trans>
        </Button>
      </div>
    </Stack>
  )
}
