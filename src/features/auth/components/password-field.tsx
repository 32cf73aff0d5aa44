import '@mantine/core/styles/PasswordInput.layer.css'
import { useState } from 'react'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** A password input whose show/hide toggle is a named, focusable button that says what it will do. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t`Ocultar senha` : t`Mostrar senha`,
        'aria-pressed': visible,
        // Mantine takes the toggle out of the tab order by default; keyboard users need it too.
        tabIndex: 0,
      }}
      {...props}
    />
  )
}
