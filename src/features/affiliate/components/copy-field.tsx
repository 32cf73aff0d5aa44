import { useEffect, useRef } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Button, CopyButton, Group, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useToast } from '@/shared/toast.ts'
import { IconCheck } from '@/shared/ui/icons/check.tsx'
import { IconCopy } from '@/shared/ui/icons/copy.tsx'

export interface CopyFieldProps {
  label: string
  value: string
  /** The copy button's accessible name ('Copiar código'): its visible `Copiar` and what it copies. */
  copyLabel: string
  /** Its name once copied ('Código copiado'): it must contain the visible `Copiado` (WCAG 2.5.3, Label in Name). */
  copiedLabel: string
  /** The toast once the clipboard holds the value. */
  copiedNotice: MessageDescriptor
  /** How long the button says `Copiado` (ms). */
  copiedFor?: number
}

/**
 * A read-only value with a copy button (Mantine's CopyButton, the clipboard API): the button says `Copiado` for a
 * moment and a toast confirms, only once the browser wrote the clipboard.
 */
export function CopyField({ label, value, copyLabel, copiedLabel, copiedNotice, copiedFor = 2000 }: CopyFieldProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value} timeout={copiedFor}>
        {({ copied, copy }) => (
          <CopyAction
            copied={copied}
            copy={copy}
            label={copied ? copiedLabel : copyLabel}
            copiedNotice={copiedNotice}
          />
        )}
      </CopyButton>
    </Group>
  )
}

function CopyAction({
  copied,
  copy,
  label,
  copiedNotice,
}: {
  copied: boolean
  copy: () => void
  label: string
  copiedNotice: MessageDescriptor
}) {
  const { t } = useLingui()
  const toast = useToast()
  const wasCopied = useRef(false)
  useEffect(() => {
    if (copied && !wasCopied.current) toast.success(copiedNotice)
    wasCopied.current = copied
  }, [copied, copiedNotice, toast])
  return (
    <Button
      variant={copied ? 'filled' : 'light'}
      // White on teal.9 is 5:1 in both themes (Mantine's teal.6 with white text was under 3:1).
      color={copied ? 'teal.9' : undefined}
      onClick={copy}
      aria-label={label}
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
    >
      {copied ? t`Copiado` : t`Copiar`}
    </Button>
  )
}
