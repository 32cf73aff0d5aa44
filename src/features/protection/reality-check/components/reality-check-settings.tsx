import { useState } from 'react'
import { Group, Radio, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { RealityCheckIntervalSchema, type RealityCheckInterval } from '@/api/protection-activity.ts'
import { describeApiFailure, isUnavailable } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'
import { realityCheckSettingQueryOptions, useSetRealityCheckInterval } from '../queries.ts'
import { intervalFailure, intervalUnavailable } from '../rules/failures.ts'

const INTERVALS = RealityCheckIntervalSchema.options

/**
 * The reality check's interval: 15, 30 or 60 minutes, kept by the server. Shown on the limits page and inside the
 * reminder itself; the choice applies at once (the reminder's timer follows the cached setting). A backend without the
 * route shows that in place of the choice (the reminder is then inert, see reality-check.tsx).
 */
export function RealityCheckSettings({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const setting = useQuery(realityCheckSettingQueryOptions())
  const save = useSetRealityCheckInterval()
  // The choice shows while it is being saved; a refusal puts back the one kept (a render of its own, so the radio
  // the player clicked is unchecked again).
  const [choosing, setChoosing] = useState<RealityCheckInterval | null>(null)
  const value = choosing ?? setting.data ?? 30
  if (isUnavailable(setting.error)) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {i18n._(intervalUnavailable)}
      </Text>
    )
  }
  return (
    <Radio.Group
      label={t`Lembrete de tempo de jogo a cada`}
      description={
        compact ? undefined : t`Durante o jogo, um aviso mostra há quanto tempo você joga e o resultado da sessão.`
      }
      value={String(value)}
      onChange={(next) => {
        const minutes = Number(next) as RealityCheckInterval
        if (minutes === value) return
        setChoosing(minutes)
        save.mutate(minutes, {
          onSuccess: () => toast.success(t`Intervalo do lembrete atualizado`),
          onError: (error) => toast.errors(describeApiFailure(error, intervalFailure)),
          onSettled: () => setChoosing(null),
        })
      }}
    >
      <Group gap="md" mt="xs">
        {INTERVALS.map((minutes) => (
          <Radio key={minutes} value={String(minutes)} label={t`${minutes} minutos`} disabled={save.isPending} />
        ))}
      </Group>
      {setting.isError && !compact ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t`Não foi possível carregar sua escolha; o padrão é 30 minutos.`}
        </Text>
      ) : null}
    </Radio.Group>
  )
}
