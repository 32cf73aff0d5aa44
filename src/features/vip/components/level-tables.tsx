import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Tabs.layer.css'
import { Table, Tabs, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { VipLevel, VipLevels } from '@/api/vip.ts'
import { formatBRL } from '@/shared/money.ts'
import classes from './vip.module.css'

type TableKey = keyof VipLevels

/** The four tabs: the level-up bonus, then what each level pays weekly, monthly and each year. */
export function LevelTables({ tables, currentLevel }: { tables: VipLevels; currentLevel?: number }) {
  const { t } = useLingui()
  const tabs: Array<{ key: TableKey; label: string }> = [
    { key: 'nivelToday', label: t`Bônus de nível` },
    { key: 'nivelWeekly', label: t`Semanal` },
    { key: 'nivelMonthly', label: t`Mensal` },
    { key: 'nivelYearly', label: t`Anual` },
  ]
  return (
    <Tabs defaultValue="nivelToday">
      <Tabs.List aria-label={t`Tabelas de níveis`}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} pt="sm">
          <LevelTable caption={tab.label} levels={tables[tab.key]} currentLevel={currentLevel} />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}

function LevelTable({ caption, levels, currentLevel }: { caption: string; levels: VipLevel[]; currentLevel?: number }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Nível</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Aposta válida necessária</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Bônus</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.map((level) => {
            const current = level.bet_level === currentLevel
            return (
              <Table.Tr key={level.bet_level} data-current={current || undefined} aria-current={current || undefined}>
                <Table.Th scope="row">
                  {level.bet_level}. {level.bet_symbol}
                </Table.Th>
                <Table.Td>{formatBRL(level.bet_required)}</Table.Td>
                <Table.Td>{formatBRL(level.bet_bonus)}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
