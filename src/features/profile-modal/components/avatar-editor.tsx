import { useEffect, useRef, useState } from 'react'
import { Avatar, Button, FileButton, Loader, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { assetUrl } from '@/shared/asset-url.ts'
import { useToast } from '@/shared/toast.ts'
import { IconCamera } from '../icons.tsx'
import { AVATAR_TYPES, checkAvatarFile } from '../rules/profile.ts'
import { profileFailureMessages } from '../rules/failures.ts'
import { useProfileFailure, useUploadAvatar } from '../queries.ts'
import classes from './profile-modal.module.css'

/** A local address for the chosen file, released when replaced or unmounted (jsdom has none: no preview). */
function usePreviewUrl() {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  const show = (file: File | null) =>
    setUrl(file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)
  return [url, show] as const
}

/**
 * The avatar and its change button: the chosen image shows at once while it uploads (multipart POST
 * profile/upload-avatar); a refused or failed upload goes back to the previous avatar with a notice.
 */
export function AvatarEditor({ name, avatar }: { name: string; avatar?: string | null }) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const showFailure = useProfileFailure()
  const upload = useUploadAvatar()
  const [preview, showPreview] = usePreviewUrl()
  const resetInput = useRef<() => void>(null)

  const onFile = (file: File | null) => {
    // The same file can be chosen again after a failure.
    resetInput.current?.()
    if (!file) return
    const invalid = checkAvatarFile(file)
    if (invalid) {
      toast.error(i18n._(invalid))
      return
    }
    showPreview(file)
    upload.mutate(file, {
      onSuccess: () => toast.success(t`Foto de perfil atualizada!`),
      onError: (failure) => showFailure(failure, profileFailureMessages.avatarFailed),
      onSettled: () => showPreview(null),
    })
  }

  return (
    <div className={classes.avatarColumn}>
      <div className={classes.avatarFrame}>
        <Avatar
          src={preview ?? assetUrl(avatar)}
          alt={t`Foto de perfil de ${name}`}
          size={96}
          radius={96}
          color="jogada"
        />
        {upload.isPending ? (
          <div className={classes.uploading} role="status">
            <Loader size="sm" color="white" aria-hidden="true" />
            <VisuallyHidden>
              <Trans>Enviando foto…</Trans>
            </VisuallyHidden>
          </div>
        ) : null}
      </div>
      <FileButton
        onChange={onFile}
        accept={AVATAR_TYPES.join(',')}
        resetRef={resetInput}
        inputProps={{ 'aria-label': t`Escolher foto de perfil` }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconCamera size={16} />}
            disabled={upload.isPending}
          >
            <Trans>Alterar foto</Trans>
          </Button>
        )}
      </FileButton>
    </div>
  )
}
