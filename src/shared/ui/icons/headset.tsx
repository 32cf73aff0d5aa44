import { Icon, type IconProps } from './icon.tsx'

export const IconHeadset = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-3" />
  </Icon>
)
