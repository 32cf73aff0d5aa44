import { Icon, type IconProps } from './icon.tsx'

export const IconWallet = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <path d="M4 7v11a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2" />
    <path d="M16 14h.01" />
  </Icon>
)
