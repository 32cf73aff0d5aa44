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
  /** The copy button's accessible name ('Copiar código'). */
  copyLabel: string
  /** The toast once the clipboard holds the value. */
  copiedNotice: MessageDescriptor
}

/**
 * A read-only value with a copy button (Mantine's CopyButton, the clipboard API): the button says `Copiado` for a
 * moment and a toast confirms, only once the browser wrote the clipboard.
 */
export function CopyField({ label, value, copyLabel, copiedNotice }: CopyFieldProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <CopyAction copied={copied} copy={copy} copyLabel={copyLabel} copiedNotice={copiedNotice} />
        )}
      </CopyButton>
    </Group>
  )
}

function CopyAction({
  copied,
  copy,
  copyLabel,
  copiedNotice,
}: {
  copied: boolean
  copy: () => void
  copyLabel: string
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
      color={copied ? 'teal' : undefined}
      onClick={copy}
      aria-label={copyLabel}
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
    >
      {copied ? t`Copiado` : t`Copiar`}
    </Button>
  )
}
