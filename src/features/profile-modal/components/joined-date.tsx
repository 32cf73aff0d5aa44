import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

// The spec's date style is Brazilian (dd/mm/aaaa) in every language; the day is the one in Brasília.
const dayMonthYear = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
})

/** "Membro desde 03/08/2026"; the server's relative text ("há 3 meses") only when no date came. */
export function JoinedDate({ createdAt, humanReadable }: { createdAt?: string | null; humanReadable?: string }) {
  const time = createdAt ? Date.parse(createdAt) : Number.NaN
  if (!Number.isNaN(time)) {
    const date = dayMonthYear.format(time)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Membro desde {date}</Trans>
      </Text>
    )
  }
  if (!humanReadable) return null
  return (
    <Text size="sm" c="dimmed">
      <Trans>Membro: {humanReadable}</Trans>
    </Text>
  )
}
