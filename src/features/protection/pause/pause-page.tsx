import { useRef, useState } from 'react'
import { Alert, Button, List, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { failureFieldErrors } from '@/shared/notices.ts'
import { pauseEndMs, pauseEndParts, type PausePeriod } from '@/shared/protection/pause-period.ts'
import { markSessionEnding, useEndSession } from '@/shared/session-end.ts'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { usePause } from './queries.ts'
import { describePauseFailure } from './rules/failures.ts'
import { pauseChoice, type PauseChoice } from './rules/pause-choice.ts'
import classes from './pause-page.module.css'
import '@mantine/core/styles/List.layer.css'

/**
 * /profile/pause: a break of 24 hours, a week, a month or 1 to 42 days, or an indefinite self-exclusion. Nothing
 * happens before the confirmation has said what it means and the player has typed their password: a break cannot be
 * undone from the app, and a device left open must not let someone else lock the owner out (what a real operator
 * asks before a self-exclusion).
 */
export function PausePage() {
  const { t, i18n } = useLingui()
  const [confirming, setConfirming] = useState<PauseChoice | null>(null)
  // @mantine/form, as every form (docs/architecture.md, "Forms"): the number of days is checked on Continuar, and
  // its message stays until the next try or another period.
  const form = useForm<{ period: PausePeriod; daysText: string }>({
    initialValues: { period: 'day', daysText: '' },
    clearInputErrorOnChange: false,
    validate: {
      daysText: (daysText, { period }) => {
        const result = pauseChoice(period, daysText)
        return result.ok ? null : i18n._(result.message)
      },
    },
  })
  const { period } = form.values

  const review = ({ period, daysText }: typeof form.values) => {
    const result = pauseChoice(period, daysText)
    if (result.ok) setConfirming(result.choice)
  }

  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        <Trans>Pausa e autoexclusão</Trans>
      </Title>
      <Text>
        <Trans>
          Precisa de um tempo? Faça uma pausa nas apostas ou exclua-se por tempo indeterminado. Durante a pausa você não
          consegue entrar na conta.
        </Trans>
      </Text>
      <Paper withBorder radius="lg" p="lg">
        <form noValidate onSubmit={form.onSubmit(review)}>
          <Stack gap="md">
            <Radio.Group
              label={t`Por quanto tempo?`}
              value={period}
              onChange={(value) => {
                form.setFieldValue('period', value)
                form.clearFieldError('daysText')
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="day" label={t`24 horas`} />
                <Radio value="week" label={t`1 semana`} />
                <Radio value="month" label={t`1 mês`} />
                <Radio value="days" label={t`Outro número de dias (até 42)`} />
                <Radio value="indefinite" label={t`Autoexclusão por tempo indeterminado`} />
              </Stack>
            </Radio.Group>
            {period === 'days' ? (
              <TextInput
                label={t`Número de dias (1 a 42)`}
                inputMode="numeric"
                {...form.getInputProps('daysText')}
                required
                className={classes.days}
              />
            ) : null}
            <Button type="submit" color={period === 'indefinite' ? 'red' : undefined} className={classes.submit}>
              <Trans>Continuar</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
      <PauseConfirmation choice={confirming} onClose={() => setConfirming(null)} />
    </Stack>
  )
}

function PauseConfirmation({ choice, onClose }: { choice: PauseChoice | null; onClose(): void }) {
  const { t } = useLingui()
  const indefinite = choice?.period === 'indefinite'
  return (
    <AppModal
      opened={choice !== null}
      onClose={onClose}
      title={indefinite ? t`Confirmar autoexclusão` : t`Confirmar pausa`}
      centered
      radius="lg"
    >
      {choice ? <ConfirmationBody choice={choice} onCancel={onClose} /> : null}
    </AppModal>
  )
}

function ConfirmationBody({ choice, onCancel }: { choice: PauseChoice; onCancel(): void }) {
  const { t } = useLingui()
  const toast = useToast()
  const endSession = useEndSession()
  const navigate = useNavigate()
  const pause = usePause()
  // The password is asked on Confirmar; its message (or the server's) stays until the next try.
  const form = useForm({
    initialValues: { password: '' },
    clearInputErrorOnChange: false,
    validate: { password: (password) => (password ? null : t`Informe sua senha para confirmar.`) },
  })
  // The end as of now: the server records its own, and its answer says it again.
  const [endMs] = useState(() => pauseEndMs(choice.period, Date.now(), choice.days))
  const end = endMs === null ? null : pauseEndParts(endMs)
  const { date, time } = end ?? { date: '', time: '' }

  // Once the break is recorded the session is over: a second click must not send it again with a revoked token.
  const recorded = useRef(false)

  const confirm = ({ password }: typeof form.values) => {
    if (recorded.current) return
    pause.submit(
      { ...choice, password },
      {
        onSuccess: (answer) => {
          recorded.current = true
          toast.success(answer.message)
          // Home first, then the session ends: the wallet area's guard must not send a logged-out player to log in.
          // Meanwhile the home page's calls still carry the token the server has revoked: their 401s are expected.
          markSessionEnding()
          void navigate({ to: '/{-$action}', params: { action: undefined } }).then(endSession)
        },
        onError: (error) => {
          const fields = failureFieldErrors(error)
          if (fields.password) form.setFieldError('password', fields.password)
          else toast.errors(describePauseFailure(error))
        },
      },
    )
  }

  return (
    // An arrow: confirm reads `recorded` when the form is sent, never while rendering.
    <form noValidate onSubmit={(event) => form.onSubmit(confirm)(event)}>
      <Stack gap="md">
        {end ? (
          <Text fw={700}>
            <Trans>
              Sua pausa vai até {date} às {time} (horário de Brasília).
            </Trans>
          </Text>
        ) : (
          <Alert color="red" variant="light" title={t`Esta decisão não pode ser desfeita pelo app`}>
            <Trans>A autoexclusão é por tempo indeterminado. Só o suporte pode reabrir a conta.</Trans>
          </Alert>
        )}
        <Text>
          <Trans>Ao confirmar:</Trans>
        </Text>
        <List spacing="xs" size="sm">
          <List.Item>
            <Trans>você sai da conta agora, em todos os aparelhos;</Trans>
          </List.Item>
          <List.Item>
            {end ? (
              <Trans>
                não consegue entrar de novo até {date} às {time};
              </Trans>
            ) : (
              <Trans>não consegue mais entrar na conta;</Trans>
            )}
          </List.Item>
          <List.Item>
            <Trans>não recebe comunicações de marketing;</Trans>
          </List.Item>
          <List.Item>
            <Trans>ainda pode sacar o saldo em dinheiro, pela tela de login;</Trans>
          </List.Item>
          <List.Item>
            <Trans>apostas pendentes e rodadas em andamento são liquidadas normalmente.</Trans>
          </List.Item>
        </List>
        <TextInput
          type="password"
          label={t`Sua senha`}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          required
          data-autofocus
        />
        <Button type="submit" color={end ? undefined : 'red'} loading={pause.isPending}>
          {end ? <Trans>Confirmar pausa</Trans> : <Trans>Confirmar autoexclusão</Trans>}
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={pause.isPending}>
          <Trans>Cancelar</Trans>
        </Button>
      </Stack>
    </form>
  )
}
