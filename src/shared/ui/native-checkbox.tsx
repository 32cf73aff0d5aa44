import type { InputHTMLAttributes, ReactNode } from 'react'
import classes from './native-checkbox.module.css'

export interface NativeCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
}

/**
 * A native checkbox with its label, in the app's colours. Mantine's Checkbox would split a chunk the entry lists
 * (the size budget); the browser's own control is accessible as it is.
 */
export function NativeCheckbox({ label, className, ...input }: NativeCheckboxProps) {
  return (
    <label className={className ? `${classes.check} ${className}` : classes.check}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  )
}
