import { Button, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { limitsQueryOptions } from '../queries.ts'
import { limitsTexts } from '../rules/failures.ts'
import { limitsPromptOpenAtom } from '../state.ts'
import { LimitsForm } from './limits-form.tsx'

/**
 * Asked right after a registration, and at each login until answered: the limits form in a modal. `Agora não` only
 * closes it (the prompt comes back at the next login); saving answers it for good.
 */
export function LimitsPrompt() {
  const { t } = useLingui()
  const [opened, setOpened] = useAtom(limitsPromptOpenAtom)
  const limits = useQuery({ ...limitsQueryOptions(), enabled: opened })
  const close = () => setOpened(false)
  return (
    <AppModal opened={opened} onClose={close} title={t`Defina seus limites`} size="lg" centered>
      <Text size="sm" mb="md">
        <Trans>
          Jogue com responsabilidade: você pode limitar quanto deposita, quanto perde e quanto tempo fica conectado.
          Você pode mudar seus limites depois em Carteira › Limites.
        </Trans>
      </Text>
      {limits.data ? (
        <LimitsForm
          limits={limits.data}
          onSaved={close}
          secondaryAction={
            <Button variant="default" onClick={close}>
              <Trans>Agora não</Trans>
            </Button>
          }
        />
      ) : limits.isError ? (
        <LoadFailure
          message={limitsTexts.load}
          error={limits.error}
          unavailable={limitsTexts.unavailable}
          onRetry={() => void limits.refetch()}
          retrying={limits.isFetching}
        />
      ) : (
        <PagePending />
      )}
    </AppModal>
  )
}
