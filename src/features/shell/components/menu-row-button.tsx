import { Button, type ButtonProps } from '@mantine/core'
import type { ComponentPropsWithRef, ReactNode } from 'react'

type MenuRowButtonProps = ButtonProps & ComponentPropsWithRef<'button'> & { icon: ReactNode }

/** A full-width row of the phone menu drawer (language, theme): icon, then a label that may wrap. */
export function MenuRowButton({ icon, children, ...props }: MenuRowButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      justify="flex-start"
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      leftSection={icon}
      {...props}
    >
      {children}
    </Button>
  )
}
