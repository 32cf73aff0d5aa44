import { useEffect, useRef, useState } from 'react'
import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { failureFieldErrors } from '@/shared/notices.ts'
import { useToast } from '@/shared/toast.ts'
import { IconPencil } from '../icons.tsx'
import { validateProfileName } from '../rules/profile.ts'
import { profileFailureMessages } from '../rules/failures.ts'
import { useProfileFailure, useUpdateName } from '../queries.ts'

/** The name as a heading with an edit button; editing shows a labelled field with Salvar and Cancelar. */
export function NameEditor({ name }: { name: string }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const showFailure = useProfileFailure()
  const updateName = useUpdateName()
  const [editing, setEditing] = useState(false)
  // @mantine/form, as every form (docs/architecture.md, "Forms"): checked on Salvar, the message gone on the next
  // keystroke.
  const form = useForm({
    initialValues: { draft: name },
    validate: {
      draft: (draft) => {
        const invalid = validateProfileName(draft)
        return invalid ? i18n._(invalid) : null
      },
    },
  })
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  // Leaving the field puts focus back on the edit button, not on the modal's first element.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const stopEditing = () => {
    returnFocus.current = true
    setEditing(false)
    form.clearErrors()
    updateName.reset()
  }

  const submit = ({ draft }: typeof form.values) => {
    if (updateName.isPending) return
    if (draft.trim() === name) {
      stopEditing()
      return
    }
    updateName.mutate(draft, {
      onSuccess: () => {
        toast.success(t`Nome atualizado com sucesso!`)
        stopEditing()
      },
      onError: (failure) => {
        showFailure(failure, profileFailureMessages.nameFailed)
        const field = failureFieldErrors(failure).name
        if (field) form.setFieldError('draft', field)
      },
    })
  }

  if (!editing) {
    return (
      <Group gap={6} wrap="nowrap">
        <Title order={3} size="h4" lineClamp={1}>
          {name}
        </Title>
        <ActionIcon
          ref={editButton}
          variant="subtle"
          color="gray"
          aria-label={t`Editar nome`}
          onClick={() => {
            form.setFieldValue('draft', name)
            setEditing(true)
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Group>
    )
  }

  return (
    // An arrow: submit touches the focus ref when the form is sent, never while rendering.
    <form onSubmit={(event) => form.onSubmit(submit)(event)} noValidate>
      <TextInput
        label={t`Nome`}
        {...form.getInputProps('draft')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stopEditing()
        }}
        // Escape here cancels the edit only: Mantine's modal skips events from elements marked so.
        data-mantine-stop-propagation="true"
        autoComplete="name"
        data-autofocus
        autoFocus
        disabled={updateName.isPending}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={updateName.isPending}>
          <Trans>Salvar</Trans>
        </Button>
        <Button type="button" size="xs" variant="default" onClick={stopEditing} disabled={updateName.isPending}>
          <Trans>Cancelar</Trans>
        </Button>
      </Group>
    </form>
  )
}
