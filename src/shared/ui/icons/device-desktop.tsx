import { Icon, type IconProps } from './icon.tsx'

export const IconDeviceDesktop = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M7 20h10M9 16v4M15 16v4" />
  </Icon>
)
