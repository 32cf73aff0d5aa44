import { Icon, type IconProps } from '@/shared/ui/icons/icon.tsx'

// Only the listings draw this, so it loads with their chunk rather than sitting in shared/.

/** One card in the middle with the edges of its neighbours: a row that scrolls sideways. */
export const IconCarousel = (p: IconProps) => (
  <Icon {...p}>
    <rect x="7" y="4" width="10" height="16" rx="1.5" />
    <path d="M3 6v12M21 6v12" />
  </Icon>
)
