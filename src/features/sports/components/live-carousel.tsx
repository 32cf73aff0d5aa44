import { Carousel } from '@mantine/carousel'
import '@mantine/carousel/styles.layer.css'
import { useLingui } from '@lingui/react/macro'
import type { FootballEvent } from '@/api/sports.ts'
import { EventCard } from './event-card.tsx'
import classes from './live-carousel.module.css'

/** The live matches in a row that scrolls sideways (swipe, drag, the arrows and the arrow keys). */
export function LiveCarousel({ events, label }: { events: readonly FootballEvent[]; label: string }) {
  const { t } = useLingui()
  return (
    <Carousel
      aria-label={label}
      classNames={{ root: classes.root, slide: classes.slide }}
      slideGap="sm"
      emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', dragFree: true }}
      previousControlProps={{ 'aria-label': t`Partidas anteriores` }}
      nextControlProps={{ 'aria-label': t`Próximas partidas` }}
      withControls={events.length > 1}
    >
      {events.map((event) => (
        <Carousel.Slide key={event.id}>
          <EventCard event={event} />
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
