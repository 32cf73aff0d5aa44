import { Icon, type IconProps } from './icon.tsx'

export const IconShieldLock = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />
    <rect x="9" y="11" width="6" height="5" rx="1" />
    <path d="M10 11V9.5a2 2 0 0 1 4 0V11" />
  </Icon>
)
