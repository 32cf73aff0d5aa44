import { useEffect, useState } from 'react'
import { db } from '../db/index.ts'

/** Re-renders on every database change (a login, a reset e-mail), for sections that show live rows. */
export function useDbVersion(): number {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const unsubscribe = db.subscribe(() => setVersion((n) => n + 1))
    return () => {
      unsubscribe()
    }
  }, [])
  return version
}
