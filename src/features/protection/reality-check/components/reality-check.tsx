import { useEffect, useRef, useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { formatBRL } from '@/shared/money.ts'
import { isUnavailable } from '@/shared/notices.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { useSignOut } from '@/shared/sign-out.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { SectionPending } from '@/shared/ui/page-pending.tsx'
import { realityCheckKeys, realityCheckSettingQueryOptions, sessionQueryOptions } from '../queries.ts'
import { sessionFailure, sessionUnavailable } from '../rules/failures.ts'
import { createReminderTimer, playedText, type ReminderTimer } from '../rules/timer.ts'
import { RealityCheckSettings } from './reality-check-settings.tsx'
import classes from './reality-check.module.css'

const DEFAULT_MINUTES = 30

/**
 * The reality check, composed by the routes where money is played (the game screen, the sports pages): every 15,
 * 30 or 60 minutes of the session (the player's choice, kept by the server) a reminder of the time played since
 * login and the session's result, with `Continuar` (the next one a whole interval later) and `Sair` (the user
 * menu's sign-out). Renders nothing for a visitor, nor for a backend without the reality check's route (its setting
 * answers as a missing route): a watcher of a rule the server does not keep stays inert, with no reminder and no
 * notice (docs/architecture.md, "Failures → messages").
 */
export function RealityCheck() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return isAuthenticated ? <Reminder /> : null
}

function Reminder() {
  const queryClient = useQueryClient()
  const setting = useQuery(realityCheckSettingQueryOptions())
  const [open, setOpen] = useState(false)
  // The time played when the reminder opened.
  const [played, setPlayed] = useState(0)
  // The session's start on this device's clock: the server says when it began and what time it is there.
  const startRef = useRef<number | null>(null)
  const timerRef = useRef<ReminderTimer | null>(null)
  const minutes = setting.data ?? DEFAULT_MINUTES
  const settled = !setting.isPending
  const inert = isUnavailable(setting.error)
  const timerMinutes = useRef(minutes)

  useEffect(() => {
    if (!settled || inert) return
    const timer = createReminderTimer(() => {
      setPlayed(Date.now() - (startRef.current ?? Date.now()))
      setOpen(true)
      void queryClient.invalidateQueries({ queryKey: realityCheckKeys.session() })
    })
    timerRef.current = timer
    let cancelled = false
    void queryClient
      .fetchQuery(sessionQueryOptions())
      .then((session) => {
        const sinceStart = Date.parse(session.now) - Date.parse(session.started_at)
        return Date.now() - Math.max(0, sinceStart)
      })
      // Without the session's start, the reminder still comes: counted from now.
      .catch(() => Date.now())
      .then((start) => {
        if (cancelled) return
        startRef.current = start
        timer.start(start, timerMinutes.current)
      })
    return () => {
      cancelled = true
      timer.stop()
      timerRef.current = null
    }
    // Started once the setting has been read; a new interval goes through changeInterval below.
  }, [settled, inert, queryClient])

  useEffect(() => {
    timerMinutes.current = minutes
    timerRef.current?.changeInterval(minutes)
  }, [minutes])

  const signOut = useSignOut()
  const close = () => {
    setOpen(false)
    timerRef.current?.continueFromNow()
  }

  return (
    <AppModal
      opened={open}
      onClose={close}
      title={<Trans>Lembrete de tempo de jogo</Trans>}
      centered
      closeOnClickOutside={false}
    >
      {open ? <ReminderBody played={played} onContinue={close} onLeave={signOut} /> : null}
    </AppModal>
  )
}

function ReminderBody({
  played,
  onContinue,
  onLeave,
}: {
  played: number
  onContinue: () => void
  onLeave: () => void
}) {
  const { i18n } = useLingui()
  const session = useQuery(sessionQueryOptions())
  const time = playedText(played)
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Você está jogando há <strong>{time}</strong> nesta sessão.
        </Trans>
      </Text>
      {/* The totals' room is kept while they load or when they fail: the buttons below stay where the player aims. */}
      <div className={classes.totalsRoom}>
        {session.data ? (
          <dl className={classes.totals}>
            <div>
              <dt>
                <Trans>Apostado</Trans>
              </dt>
              <dd>{formatBRL(session.data.staked)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Ganho</Trans>
              </dt>
              <dd>{formatBRL(session.data.won)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Resultado da sessão</Trans>
              </dt>
              <dd className={session.data.net < 0 ? classes.loss : session.data.net > 0 ? classes.gain : undefined}>
                {session.data.net > 0 ? '+' : session.data.net < 0 ? '−' : ''}
                {formatBRL(Math.abs(session.data.net))}
              </dd>
            </div>
          </dl>
        ) : session.isError ? (
          <Text size="sm">{i18n._(isUnavailable(session.error) ? sessionUnavailable : sessionFailure)}</Text>
        ) : (
          <SectionPending>
            <Trans>Carregando o resultado da sessão…</Trans>
          </SectionPending>
        )}
      </div>
      <RealityCheckSettings compact />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onLeave}>
          <Trans>Sair</Trans>
        </Button>
        <Button onClick={onContinue} data-autofocus>
          <Trans>Continuar</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
