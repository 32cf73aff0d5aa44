import { Icon, type IconProps } from './icon.tsx'

export const IconMaximize = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8V4h4" />
    <path d="M20 8V4h-4" />
    <path d="M4 16v4h4" />
    <path d="M20 16v4h-4" />
  </Icon>
)
